#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes text to a file descriptor in full, retrying interrupted and partial writes.
public struct FileDescriptorWriter: Sendable {
    /// The descriptor written to.
    public let fileDescriptor: Int32

    /// Creates a writer for `fileDescriptor`; it does not take ownership of it.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// A writer for standard output.
    public static let standardOutput = FileDescriptorWriter(fileDescriptor: STDOUT_FILENO)

    /// Writes every byte of `text`; gives up silently if the descriptor is closed, since
    /// there is nobody left to tell.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(fileDescriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                    continue
                } else {
                    return
                }
            }
        }
    }
}

/// The C library's `write`, named apart from ``FileDescriptorWriter/write(_:)``.
private func systemWrite(_ fileDescriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fileDescriptor, buffer, count)
    #else
    Darwin.write(fileDescriptor, buffer, count)
    #endif
}
