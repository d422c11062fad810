import Foundation

/// Reading `viper.json`, the one configuration file of the `viper` tools; each tool takes its
/// own keys from the object it holds.
public enum ConfigurationFile {
    /// The object the `viper.json` at `url` holds.
    ///
    /// - Throws: ``ConfigurationError`` when the file cannot be read, is not JSON, or not a JSON
    ///   object.
    public static func object(contentsOf url: URL) throws(ConfigurationError) -> [String: Any] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ConfigurationError(location: "(file)", expected: "a readable JSON file at \(url.path)", found: error.localizedDescription)
        }
        return try object(from: data)
    }

    /// The object the `viper.json` at `url` holds, or an empty object when there is no file
    /// there (every setting then takes its default).
    ///
    /// - Throws: ``ConfigurationError`` when something is there but cannot be read (a folder,
    ///   a file without permission), is not JSON, or not a JSON object.
    public static func objectIfPresent(at url: URL) throws(ConfigurationError) -> [String: Any] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        return try object(contentsOf: url)
    }

    /// The object `data` holds.
    ///
    /// - Throws: ``ConfigurationError`` when `data` is not JSON, or not a JSON object.
    public static func object(from data: Data) throws(ConfigurationError) -> [String: Any] {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ConfigurationError(location: "(file)", expected: "valid JSON", found: "a syntax error (\(error.localizedDescription))")
        }
        guard let object = root as? [String: Any] else {
            throw ConfigurationError(location: "(file)", expected: "a JSON object", found: "\(type(of: root))")
        }
        return object
    }
}
