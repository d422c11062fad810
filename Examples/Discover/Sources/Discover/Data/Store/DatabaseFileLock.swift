import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock beside a database file, `<database>.lock`, that says who has the database open.
///
/// Every process that opens the database holds a shared `flock(2)` on the lock file for as
/// long as it is open, and appends a line naming itself (`pid<TAB>command`). Deleting the
/// database (`--reset`) needs the exclusive lock, which the system grants only while no one
/// holds the shared one; when it is refused, the lines of live processes name the holders.
/// The lock ends with the process, so a killed holder never leaves the database locked.
/// Lines of processes that ended are skipped when read and dropped whenever the lock file is
/// taken by a process that is alone. The lock file is opened without following symbolic links
/// and used only when it is this user's own regular file, so it never truncates or writes to
/// anything else.
final class DatabaseFileLock: Sendable {
    private let descriptor: Int32
    /// The lock file.
    let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        close(descriptor)
    }

    /// The lock file of the database at `databasePath`.
    static func lockPath(for databasePath: String) -> String {
        databasePath + ".lock"
    }

    /// Takes the shared lock for the database at `databasePath` and records this process in it;
    /// keep the value for as long as the database is open.
    ///
    /// - Throws: ``DatabaseError/inUse(path:holders:)`` when a reset holds the database for longer
    ///   than `patience`; ``DatabaseError/fileSystem(path:operation:reason:)`` when the lock file cannot be used.
    static func shared(for databasePath: String, patience: Duration = .seconds(5)) throws(DatabaseError) -> DatabaseFileLock {
        let lock = try openLockFile(for: databasePath)
        if flock(lock.descriptor, LOCK_EX | LOCK_NB) == 0 {
            // Alone: the recorded lines are all from processes that ended.
            _ = ftruncate(lock.descriptor, 0)
            lock.recordThisProcess()
            _ = flock(lock.descriptor, LOCK_SH)
            return lock
        }
        let deadline = ContinuousClock.now + patience
        while flock(lock.descriptor, LOCK_SH | LOCK_NB) != 0 {
            guard ContinuousClock.now < deadline else {
                throw .inUse(path: databasePath, holders: lock.holders())
            }
            usleep(20_000)
        }
        lock.recordThisProcess()
        return lock
    }

    /// Runs `body` holding the exclusive lock for the database at `databasePath`, which no
    /// process may have open meanwhile.
    ///
    /// - Throws: ``DatabaseError/inUse(path:holders:)`` naming the holders when any process has the database open.
    static func exclusive<T>(for databasePath: String, _ body: () throws(DatabaseError) -> T) throws(DatabaseError) -> T {
        let lock = try openLockFile(for: databasePath)
        guard flock(lock.descriptor, LOCK_EX | LOCK_NB) == 0 else {
            throw .inUse(path: databasePath, holders: lock.holders())
        }
        _ = ftruncate(lock.descriptor, 0)
        return try body()
    }

    /// Opens (creating it if needed) the lock file of `databasePath`, without following a
    /// symbolic link and without blocking on a FIFO, and checks that it is a regular file of
    /// this user's before anything is written to it or truncated.
    ///
    /// - Throws: ``DatabaseError/unsafeLockFile(path:reason:)`` when it is a symbolic link or
    ///   anything but this user's regular file; ``DatabaseError/fileSystem(path:operation:reason:)``
    ///   when it cannot be opened.
    private static func openLockFile(for databasePath: String) throws(DatabaseError) -> DatabaseFileLock {
        let path = lockPath(for: databasePath)
        let descriptor = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0o600)
        guard descriptor >= 0 else {
            let failure = errno
            switch failure {
            case ELOOP: throw .unsafeLockFile(path: path, reason: "it is a symbolic link")
            case EISDIR: throw .unsafeLockFile(path: path, reason: "it is not a regular file")
            default: break
            }
            throw .fileSystem(path: path, operation: "open the lock file", reason: String(cString: strerror(failure)))
        }
        let lock = DatabaseFileLock(descriptor: descriptor, path: path)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .fileSystem(path: path, operation: "inspect the lock file", reason: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .unsafeLockFile(path: path, reason: "it is not a regular file")
        }
        guard status.st_uid == geteuid() else {
            throw .unsafeLockFile(path: path, reason: "it belongs to user \(status.st_uid), not to this user (\(geteuid()))")
        }
        return lock
    }

    /// Appends "pid<TAB>command" for this process (one `write` on an append-only descriptor, so
    /// lines of concurrent holders never interleave).
    private func recordThisProcess() {
        let command = CommandLine.arguments.joined(separator: " ")
            .map { $0.isASCII && ($0.asciiValue! < 0x20 || $0.asciiValue! == 0x7F) ? " " : $0 }
        let line = "\(getpid())\t\(String(command.prefix(300)))\n"
        _ = Array(line.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// The recorded holders that are still running, once each, in the order they were recorded.
    private func holders() -> [DatabaseHolder] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        var seen = Set<Int32>()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 1)
            guard fields.count == 2, let pid = Int32(fields[0]), pid > 0, Self.isRunning(pid), seen.insert(pid).inserted else {
                return nil
            }
            return DatabaseHolder(pid: pid, command: String(fields[1]))
        }
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
