#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// The process's own standard output and standard error.
///
/// A write that fails (a full disk, `2>/dev/full`, a closed descriptor) is dropped: what could
/// not be shown never takes the command down, and the command still exits with its own status.
public struct StandardConsole: Console {
    private let outputDescriptor: Int32
    private let errorDescriptor: Int32

    /// The process's console.
    public init() {
        self.init(output: STDOUT_FILENO, error: STDERR_FILENO)
    }

    /// A console writing to the descriptors `output` and `error`.
    init(output: Int32, error: Int32) {
        outputDescriptor = output
        errorDescriptor = error
    }

    /// Writes to file descriptor 1.
    public func writeOutput(_ text: String) {
        Self.write(text, to: outputDescriptor)
    }

    /// Writes to file descriptor 2.
    public func writeError(_ text: String) {
        Self.write(text, to: errorDescriptor)
    }

    /// Writes all of `text` to `descriptor`, retrying after a signal; stops at the first error.
    private static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return }
            written += result
        }
    }
}
