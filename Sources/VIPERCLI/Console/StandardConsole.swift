import VIPERToolSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
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

    /// Writes `text` to `descriptor`; what cannot be written is dropped.
    private static func write(_ text: String, to descriptor: Int32) {
        _ = AtomicFile.writeAll(Array(text.utf8), to: descriptor)
    }
}
