#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says of a file that a cache needs: its size and modification time. A run records
/// each file's stamp and when it began; a later run whose files have the same stamps takes them
/// as unchanged without reading them (the rule `viper lint`'s and `viper graph`'s caches share,
/// and git's).
///
/// A file modified within ``racyWindow`` before the run began is not vouched for: it may have
/// been written again within the file system's timestamp resolution, keeping its stamp.
public struct FileStamp: Sendable, Hashable, BinaryCodable {
    /// The size in bytes.
    public let size: Int
    /// The last modification time, in nanoseconds since 1970.
    public let modificationTime: Int64

    /// How close before a run a modification makes a stamp untrustworthy: two seconds, past the
    /// coarsest timestamps in use (FAT's) and any clock step a build machine sees.
    public static let racyWindow: Int64 = 2_000_000_000

    /// A stamp of the given size and modification time.
    public init(size: Int, modificationTime: Int64) {
        self.size = size
        self.modificationTime = modificationTime
    }

    /// The stamp of the regular file at `path` (not following a symbolic link); nil when there
    /// is none.
    public init?(path: String) {
        guard let status = FileStatus(path: path, followLinks: false), status.kind == .regular else { return nil }
        self.init(size: status.size, modificationTime: status.modificationTime)
    }

    /// Now, in nanoseconds since 1970: what a run records as the time it began, before it
    /// reads any file.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Whether a file recorded with this stamp by a run that began at `runStartedAt` can be
    /// taken as unchanged now that its stamp is `current`.
    public func vouches(for current: FileStamp, runStartedAt: Int64) -> Bool {
        self == current && modificationTime < runStartedAt - Self.racyWindow
    }

    public func write(to writer: inout BinaryWriter) {
        writer.write(size)
        writer.write(Int(modificationTime))
    }

    public init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(size: try reader.int(), modificationTime: Int64(try reader.int()))
    }
}
