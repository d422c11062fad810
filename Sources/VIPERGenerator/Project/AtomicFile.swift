import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// The file operations every write of the generator is made of: reading a file, writing a
/// new temporary file next to its destination, and renaming it over the destination, so a
/// reader sees the old text or the new text, never a part. ``FileTransaction`` groups them.
public enum AtomicFile {
    /// The temporary file's name for a destination named `fileName`: hidden, in the same folder.
    static func temporaryName(for fileName: String) -> String {
        ".\(fileName).viper-\(UUID().uuidString).tmp"
    }

    /// How many bytes ``temporaryName(for:)`` adds to a file name.
    static let temporaryNameOverhead = temporaryName(for: "").utf8.count

    /// Writes `text` to `url` atomically, creating missing folders; on failure nothing is left behind.
    public static func write(_ text: String, to url: URL) throws(ProjectError) {
        var transaction = FileTransaction()
        try transaction.stage(text, at: url)
        try transaction.commit()
    }

    /// Creates `path` with `bytes`; the error text on failure.
    ///
    /// Plain POSIX calls: `Data.write(to:)` also fsyncs, which costs milliseconds per file
    /// and buys nothing a source file needs.
    static func writeNew(_ bytes: [UInt8], to path: String) -> String? {
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
                unlink(path)
                return reason
            }
            written += result
        }
        guard close(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(path)
            return reason
        }
        return nil
    }

    /// Renames `source` over `destination`; the error text on failure.
    static func renameOver(_ source: String, _ destination: String) -> String? {
        rename(source, destination) == 0 ? nil : String(cString: strerror(errno))
    }

    /// Removes the file at `path`; the error text on failure.
    static func remove(_ path: String) -> String? {
        unlink(path) == 0 ? nil : String(cString: strerror(errno))
    }

    /// Removes the folder at `path` if it is empty; whether it was removed.
    @discardableResult
    static func removeFolderIfEmpty(_ path: String) -> Bool {
        rmdir(path) == 0
    }

    /// The file's text, or `nil` when there is no file.
    public static func read(_ url: URL) throws(ProjectError) -> String? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
    }
}
