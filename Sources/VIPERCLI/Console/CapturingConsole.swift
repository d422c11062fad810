import Foundation

/// A console that keeps what was written, for tests and for running commands in-process.
public final class CapturingConsole: Console, @unchecked Sendable {
    // NSLock, not Synchronization.Mutex: ThreadSanitizer on Linux cannot see Mutex's
    // locking, and this console is written from many threads under it.
    private let lock = NSLock()
    private var streams = (output: "", error: "")

    /// An empty capture.
    public init() {}

    /// Appends `text` to ``standardOutput``.
    public func writeOutput(_ text: String) {
        lock.withLock { streams.output += text }
    }

    /// Appends `text` to ``standardError``.
    public func writeError(_ text: String) {
        lock.withLock { streams.error += text }
    }

    /// Everything written to standard output so far.
    public var standardOutput: String {
        lock.withLock { streams.output }
    }

    /// Everything written to standard error so far.
    public var standardError: String {
        lock.withLock { streams.error }
    }
}
