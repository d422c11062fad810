#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` (or `lstat`) says about a path: its kind, size, modification time and identity.
struct FileStatus: Sendable {
    /// The kinds of file the discovery tells apart.
    typealias Kind = FolderEntry.Kind

    /// Device and inode: the same file reached through two paths has one identity.
    struct Identity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
    }

    let kind: Kind
    let size: Int
    /// Nanoseconds since 1970.
    let modificationTime: Int64
    let identity: Identity

    /// The status of `path`, following a symbolic link when `followLinks`; nil with `errno` set
    /// when there is none.
    init?(path: String, followLinks: Bool) {
        var info = stat()
        let result = followLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: kind = .directory
        case S_IFREG: kind = .regular
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        size = Int(info.st_size)
        #if canImport(Darwin)
        modificationTime = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        modificationTime = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        identity = Identity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
    }

    /// The message of the current `errno`, e.g. `Permission denied`.
    static var lastError: String { String(cString: strerror(errno)) }
}
