import VIPERLock

/// A console that keeps what was written, for tests and for running commands in-process.
public final class CapturingConsole: Console, Sendable {
    private let streams = Locked((output: "", error: ""))

    /// An empty capture.
    public init() {}

    /// Appends `text` to ``standardOutput``.
    public func writeOutput(_ text: String) {
        streams.withLock { $0.output += text }
    }

    /// Appends `text` to ``standardError``.
    public func writeError(_ text: String) {
        streams.withLock { $0.error += text }
    }

    /// Everything written to standard output so far.
    public var standardOutput: String {
        streams.withLock { $0.output }
    }

    /// Everything written to standard error so far.
    public var standardError: String {
        streams.withLock { $0.error }
    }
}
