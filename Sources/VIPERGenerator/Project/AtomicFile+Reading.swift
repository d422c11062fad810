import Foundation
import VIPERToolSupport

extension AtomicFile {
    /// The file's text, or `nil` when there is no file.
    ///
    /// - Throws: ``ProjectError/unreadable(path:reason:)`` when the file exists but cannot be read.
    public static func read(_ url: URL) throws(ProjectError) -> String? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
    }
}
