import Foundation

/// A fresh folder for one test, removed when the test's value goes away.
public final class TemporaryDirectory {
    /// The folder.
    public let url: URL

    /// Creates an empty folder under the system's temporary directory.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "viper-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `path` below the folder, creating folders on the way.
    public func write(_ text: String, to path: String) throws {
        let file = url.appending(path: path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// The text at `path` below the folder, or nil.
    public func read(_ path: String) -> String? {
        try? String(contentsOf: url.appending(path: path), encoding: .utf8)
    }

    /// Whether something exists at `path` below the folder.
    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appending(path: path).path)
    }

    /// Every file below the folder, relative, sorted.
    public func files() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: url.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.appending(path: path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
