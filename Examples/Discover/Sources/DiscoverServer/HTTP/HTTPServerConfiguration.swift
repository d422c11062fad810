import Discover
import Foundation

/// The limits an ``HTTPServer`` enforces on every connection.
public struct HTTPServerConfiguration: Sendable {
    /// Connections served at once. At the limit, a new connection takes the place of the
    /// oldest one still sending its request; when every connection is being answered, the new
    /// one gets 503 and is closed.
    public var maximumConnections = 256
    /// Time from accepting a connection to the end of its request head and body; past it
    /// the client gets 408 and the connection closes, however steadily bytes trickle in.
    public var requestTimeout: Duration = .seconds(10)
    /// Time from accepting a connection to closing it, answer included.
    public var connectionLifetime: Duration = .seconds(60)
    /// Largest request line and headers together, in bytes (431 beyond).
    public var maximumHeadBytes = 16 * 1024
    /// Largest request body, in bytes (413 beyond).
    public var maximumBodyBytes = 1024 * 1024
    /// Most chunks in a chunked request body (413 beyond). Each chunk costs a pass through the
    /// decoder and the pipeline whatever its size, so a body of a million one-byte chunks would
    /// cost far more than its bytes; with this bound a body costs what its bytes cost. A chunk
    /// that arrives split over two reads counts twice, so the bound holds for any delivery.
    public var maximumBodyChunks = 1_024
    /// Host names accepted in the `Host` header besides the loopback names (see ``HostPolicy``).
    public var allowedHosts: Set<String> = []
    /// Where the server reports trouble it recovers from (accept failures, refused connections);
    /// by default standard error, where a line that cannot be written is counted, not fatal.
    public var log: @Sendable (String) -> Void = { line in StreamLog.standardError.write("discover serve: \(line)\n") }

    /// The defaults.
    public init() {}
}
