import VIPERLock
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text written to a standard stream (standard error for diagnostics) that never takes the
/// process down: a write the stream refuses (a full disk, `/dev/full`, a closed pipe) is
/// counted and dropped, and the program carries on.
///
/// Foundation's `FileHandle.write(_:)` stops the process when the write fails; this writes with
/// `write(2)` itself, retrying interrupted and partial writes.
public final class StreamLog: Sendable {
    /// Standard error, shared by everything in the process that reports on it.
    public static let standardError = StreamLog(descriptor: STDERR_FILENO)
    /// Standard output.
    public static let standardOutput = StreamLog(descriptor: STDOUT_FILENO)

    private let descriptor: Int32
    private let failures = Locked(0)

    /// A log writing to the open file `descriptor`.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// How many ``write(_:)`` calls (each a line of the log) could not be written in full.
    public var unwrittenLines: Int {
        failures.withLock { $0 }
    }

    /// Writes `text` as it is (end a line with "\n"); when the stream refuses it, counts it and returns.
    public func write(_ text: String) {
        let written = Array(text.utf8).withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let result = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if result > 0 {
                    offset += result
                } else if result < 0, errno == EINTR {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
        if !written {
            failures.withLock { $0 += 1 }
        }
    }
}

/// `write(2)`, named apart from ``StreamLog/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
