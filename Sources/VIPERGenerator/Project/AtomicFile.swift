import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Writes files so that a reader sees either the old text or the new text, never a
/// part: the text goes to a temporary file in the same folder, which is then renamed
/// over the destination.
enum AtomicFile {
    /// Writes `text` to `url`, creating missing folders.
    ///
    /// The temporary file is written with plain POSIX calls: `Data.write(to:)` also
    /// fsyncs, which costs milliseconds per file and buys nothing a source file needs.
    static func write(_ text: String, to url: URL) throws(ProjectError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appending(path: ".\(url.lastPathComponent).viper-\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: url.path, reason: error.localizedDescription)
        }
        if let failure = writeNew(Array(text.utf8), to: temporary.path) ?? renameOver(temporary.path, url.path) {
            unlink(temporary.path)
            throw .unwritable(path: url.path, reason: failure)
        }
    }

    /// Creates `path` with `bytes`; the error text on failure.
    private static func writeNew(_ bytes: [UInt8], to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                return reason
            }
            written += result
        }
        return close(descriptor) == 0 ? nil : String(cString: strerror(errno))
    }

    /// Renames `source` over `destination`; the error text on failure.
    private static func renameOver(_ source: String, _ destination: String) -> String? {
        rename(source, destination) == 0 ? nil : String(cString: strerror(errno))
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
