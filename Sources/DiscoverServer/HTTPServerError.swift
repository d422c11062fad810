/// Why the HTTP server could not start.
public struct HTTPServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The socket call that failed, e.g. "bind".
    public let call: String
    /// The `errno` it set.
    public let code: Int32

    /// A failure of `call` with `errno` `code`.
    public init(call: String, code: Int32) {
        self.call = call
        self.code = code
    }

    /// What failed and what to do.
    public var description: String {
        let hint = call == "bind" ? "; is the port already in use? Pick another or 0 for any free port" : ""
        return "The server's \(call) failed with errno \(code)\(hint)."
    }
}
