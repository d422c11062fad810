import Foundation

/// Finds the Xcode project `viper` works with: the one named on the command line, else the one
/// `viper.json` records, else the only `.xcodeproj` in the project's folder.
public enum XcodeProjectLocator {
    /// The project's `.xcodeproj` folder, or `nil` when none is named, recorded or found.
    ///
    /// - Parameters:
    ///   - explicit: the path given with `--xcodeproj`, relative to `root` unless absolute.
    ///   - recorded: the path `viper init` recorded in `viper.json`.
    ///   - root: the folder `viper` runs in.
    /// - Throws: ``XcodeProjectError/notFound(path:)`` for a named or recorded project that does not
    ///   exist, ``XcodeProjectError/severalProjects(folder:projects:)`` when the folder holds more
    ///   than one and none is named.
    public static func locate(explicit: String?, recorded: String?, in root: URL) throws(XcodeProjectError) -> URL? {
        if let named = explicit ?? recorded {
            let url = named.hasPrefix("/") ? URL(filePath: named) : root.appending(path: named)
            guard isProject(url) else { throw .notFound(path: named) }
            return url.standardizedFileURL
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
            .filter { $0.hasSuffix(".xcodeproj") && isProject(root.appending(path: $0)) }
            .sorted()
        guard names.count <= 1 else { throw .severalProjects(folder: root.path, projects: names) }
        return names.first.map { root.appending(path: $0).standardizedFileURL }
    }

    private static func isProject(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return url.pathExtension == "xcodeproj"
            && FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
