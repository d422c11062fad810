import Foundation

/// Writes files so that a reader sees either the old text or the new text, never a
/// part: the text goes to a temporary file in the same folder, which is then renamed
/// over the destination.
enum AtomicFile {
    /// Writes `text` to `url`, creating missing folders.
    static func write(_ text: String, to url: URL) throws(ProjectError) {
        let manager = FileManager.default
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appending(path: ".\(url.lastPathComponent).viper-\(UUID().uuidString).tmp")
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: temporary)
        } catch {
            try? manager.removeItem(at: temporary)
            throw .unwritable(path: url.path, reason: error.localizedDescription)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(at: temporary)
            throw .unwritable(path: url.path, reason: reason)
        }
    }

    /// The file's text, or `nil` when there is no file.
    static func read(_ url: URL) throws(ProjectError) -> String? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
    }
}
