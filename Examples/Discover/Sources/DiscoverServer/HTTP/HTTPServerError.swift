/// Why the HTTP server could not start.
public struct HTTPServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What failed, e.g. "bind 127.0.0.1:8080".
    public let operation: String
    /// The system's explanation.
    public let reason: String

    /// A failure of `operation` for `reason`.
    public init(operation: String, reason: String) {
        self.operation = operation
        self.reason = reason
    }

    /// What failed and what to do.
    public var description: String {
        let hint = operation.hasPrefix("bind") ? "; is the port already in use? Pick another, or 0 for any free port" : ""
        return "The server could not \(operation): \(reason)\(hint)."
    }
}
