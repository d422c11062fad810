/// The answer of `GET /health`: the server is up, and how its log fares.
public struct HealthDTO: Codable, Equatable, Sendable {
    /// Always "ok": a server that answers is serving.
    public var status: String
    /// Log lines the server could not write (its standard error refused them, e.g. a full disk).
    public var unwrittenLogLines: Int

    /// A health answer with `unwrittenLogLines`.
    public init(unwrittenLogLines: Int) {
        status = "ok"
        self.unwrittenLogLines = unwrittenLogLines
    }
}
