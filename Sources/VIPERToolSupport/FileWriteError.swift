/// A file a tool was asked to write and did not: nothing was changed at ``path``.
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, as it was given.
    public let path: String
    /// Why it was not written.
    public let reason: String

    /// The error for `path`, not written for `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot write <path>: <reason>`.
    public var description: String {
        "cannot write \(path): \(reason)"
    }
}
