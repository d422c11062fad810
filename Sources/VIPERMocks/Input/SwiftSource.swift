import Foundation

/// One Swift file's path (as the user wrote it) and text: the input of `viper mocks` and `viper graph`.
public struct SwiftSource: Sendable, Hashable {
    /// The path relative to where the tool runs, or as given on the command line.
    public let path: String
    /// The file's contents.
    public let text: String

    /// A source named `path` holding `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// Reads every `.swift` file under `paths`: files are taken as given, folders are searched
    /// recursively (skipping hidden folders and `.build`). The result is sorted by path.
    ///
    /// - Parameter directory: where relative paths start.
    /// - Throws: ``SourceLoadingError`` for a path that does not exist, a file that is not
    ///   UTF-8 text, or paths that hold no Swift file at all.
    public static func load(_ paths: [String], relativeTo directory: URL) throws(SourceLoadingError) -> [SwiftSource] {
        let fileManager = FileManager.default
        var found: Set<String> = []
        for path in paths {
            let url = path.hasPrefix("/") ? URL(filePath: path) : directory.appending(path: path)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw .missingPath(path)
            }
            guard isDirectory.boolValue else {
                found.insert(normalised(path))
                continue
            }
            guard let enumerator = fileManager.enumerator(atPath: url.path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = relative.split(separator: "/").last.map(String.init) ?? relative
                if name.hasPrefix(".") {
                    enumerator.skipDescendants()
                } else if name.hasSuffix(".swift") {
                    found.insert(normalised(path == "." ? relative : path + "/" + relative))
                }
            }
        }
        guard !found.isEmpty else { throw .noSwiftFiles(paths) }
        return try found.sorted().map { path throws(SourceLoadingError) in
            let url = path.hasPrefix("/") ? URL(filePath: path) : directory.appending(path: path)
            guard let data = fileManager.contents(atPath: url.path),
                  let text = String(data: data, encoding: .utf8) else {
                throw .unreadable(path)
            }
            return SwiftSource(path: path, text: text)
        }
    }

    private static func normalised(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.contains("//") { path = path.replacingOccurrences(of: "//", with: "/") }
        return path
    }
}
