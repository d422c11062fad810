import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// The one way every tool writes a file: the new bytes go to a temporary file beside the
/// destination, which is then renamed over it, so a reader sees the old text or the new text,
/// never a part, and a failed write leaves nothing behind.
///
/// What is replaced is always a regular file: a folder, device, pipe or socket at the
/// destination is refused (`--output /dev/full` never replaces the device), and a symbolic link
/// is kept, the write going through to the file it points at when that file lies inside the
/// project, and refused when it does not. A replaced file keeps its permissions.
///
/// ```swift
/// let root = ConfinedRoot(URL(filePath: FileManager.default.currentDirectoryPath))
/// try AtomicFile.write(Array("report\n".utf8), to: URL(filePath: "report.txt"), confinedTo: root)
/// ```
///
/// The primitives below (``writeNew(_:to:permissions:)``, ``renameOver(_:_:)``…) are plain POSIX
/// calls that return the error text: they are what a group of writes that must all succeed or
/// all be taken back (the generator's transaction) is made of.
public enum AtomicFile {
    /// The temporary file's name for a destination named `fileName`: hidden, in the same folder.
    public static func temporaryName(for fileName: String) -> String {
        ".\(fileName).viper-\(UUID().uuidString).tmp"
    }

    /// How many bytes ``temporaryName(for:)`` adds to a file name.
    public static let temporaryNameOverhead = temporaryName(for: "").utf8.count

    /// Writes `bytes` to `url` atomically, creating missing folders; on failure nothing is left
    /// behind.
    ///
    /// - Parameter root: the project: a symbolic link at `url` is written through only when it
    ///   leads inside it. `url` itself may lie anywhere (the command line named it).
    /// - Throws: ``FileWriteError`` when `url` is not a regular file (or a link to one in the
    ///   project), or when a step fails.
    public static func write(_ bytes: [UInt8], to url: URL, confinedTo root: ConfinedRoot) throws(FileWriteError) {
        let destination = try destination(of: url, confinedTo: root)
        let created = try createFolders(for: destination)
        let temporary = destination.deletingLastPathComponent().appending(path: temporaryName(for: destination.lastPathComponent))
        var failure = writeNew(bytes, to: temporary.path, permissions: permissions(of: destination.path))
        if failure == nil, let renameFailure = renameOver(temporary.path, destination.path) {
            _ = remove(temporary.path)
            failure = renameFailure
        }
        guard let failure else { return }
        for folder in created.reversed() { removeFolderIfEmpty(folder.path) }
        throw FileWriteError(path: url.path, reason: failure)
    }

    /// The file a write to `url` replaces: `url` itself when it is a regular file or does not
    /// exist, the file a symbolic link at `url` leads to (when it lies inside `root`, if given).
    ///
    /// - Throws: ``FileWriteError`` for a folder, device, pipe or socket, a link out of `root`,
    ///   or links that form a loop.
    public static func destination(of url: URL, confinedTo root: ConfinedRoot?) throws(FileWriteError) -> URL {
        let given = url.standardizedFileURL
        var status = stat()
        guard lstat(given.path, &status) == 0 else { return given }
        var destination = given
        if kind(of: status) == S_IFLNK {
            guard let resolved = ConfinedRoot.resolvedPath(of: given.path) else {
                throw FileWriteError(path: url.path, reason: "it is a symbolic link in a loop of links")
            }
            destination = URL(filePath: resolved)
            if let root, !root.contains(destination) {
                throw FileWriteError(
                    path: url.path,
                    reason: "it is a symbolic link to \(resolved), outside the project; the link is kept and nothing was written"
                )
            }
            guard stat(resolved, &status) == 0 else { return destination }
        }
        switch kind(of: status) {
        case S_IFREG: return destination
        case S_IFDIR: throw FileWriteError(path: url.path, reason: "it is a folder")
        default:
            throw FileWriteError(path: url.path, reason: "it is not a regular file (a device, pipe or socket), so it is left as it is")
        }
    }

    /// Creates the missing folders on the way to `url`, outermost first, and returns them.
    ///
    /// - Throws: ``FileWriteError`` after removing the folders it created.
    public static func createFolders(for url: URL) throws(FileWriteError) -> [URL] {
        var missing: [URL] = []
        var folder = url.standardizedFileURL.deletingLastPathComponent()
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.path) {
            missing.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        var created: [URL] = []
        for folder in missing.reversed() {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            } catch {
                // Another writer (a thread of this process, or another run) made it meanwhile:
                // the folder is there, and it is not ours to remove.
                if isFolder(folder.path) { continue }
                for made in created.reversed() { removeFolderIfEmpty(made.path) }
                throw FileWriteError(path: url.path, reason: error.localizedDescription)
            }
            created.append(folder)
        }
        return created
    }

    /// Creates `path` with `bytes`, with `permissions` when given (else 0644 less the umask);
    /// the error text on failure, when nothing is left at `path`.
    ///
    /// Plain POSIX calls: `Data.write(to:)` also fsyncs, which costs milliseconds per file
    /// and buys nothing a source file needs.
    public static func writeNew(_ bytes: [UInt8], to path: String, permissions: mode_t? = nil) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var failure: String?
        if let permissions, fchmod(descriptor, permissions) != 0 { failure = String(cString: strerror(errno)) }
        if failure == nil { failure = writeAll(bytes, to: descriptor) }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure != nil { unlink(path) }
        return failure
    }

    /// Writes all of `bytes` to the open `descriptor`, retrying after a signal; the error text
    /// of the first write that fails (a full disk, a closed descriptor), nil when all were written.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return result == 0 ? "nothing was written" : String(cString: strerror(errno)) }
            written += result
        }
        return nil
    }

    /// Renames `source` over `destination`; the error text on failure.
    public static func renameOver(_ source: String, _ destination: String) -> String? {
        rename(source, destination) == 0 ? nil : String(cString: strerror(errno))
    }

    /// Removes the file at `path`; the error text on failure.
    public static func remove(_ path: String) -> String? {
        unlink(path) == 0 ? nil : String(cString: strerror(errno))
    }

    /// Removes the folder at `path` if it is empty; whether it was removed.
    @discardableResult
    public static func removeFolderIfEmpty(_ path: String) -> Bool {
        rmdir(path) == 0
    }

    /// The permission bits of the regular file at `path`; nil when there is none.
    public static func permissions(of path: String) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0, kind(of: status) == S_IFREG else { return nil }
        return status.st_mode & 0o7777
    }

    /// Whether `path` is a folder (a link to one counts).
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && kind(of: status) == S_IFDIR
    }

    private static func kind(of status: stat) -> mode_t {
        status.st_mode & S_IFMT
    }
}
