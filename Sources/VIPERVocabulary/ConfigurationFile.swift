import Foundation

/// Reading `viper.json`, the one configuration file of the `viper` tools; each tool takes its
/// own keys from the object it holds.
public enum ConfigurationFile {
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
