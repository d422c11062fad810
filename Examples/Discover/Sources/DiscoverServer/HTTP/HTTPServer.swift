import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import VIPERLock

/// An HTTP/1.1 server on swift-nio: one request per connection, answered by an async handler.
///
/// The process-wide event loops of swift-nio accept and serve every connection without
/// blocking; the handler runs as a Swift task. Every connection is bounded (see ``HTTPServerConfiguration``): a
/// cap on open connections, a deadline on the whole request, limits on head and body, and a
/// strict reading of HTTP/1.1 (``HTTPConnectionHandler``). When `accept` fails because the
/// process or the system is out of file descriptors (`EMFILE`, `ENFILE`), the server logs
/// it, stops accepting for a quarter of a second and tries again (``AcceptFailureHandler``),
/// so it recovers as soon as descriptors are free without spinning meanwhile. Meant for loopback use: `discover serve` and tests.
public final class HTTPServer: @unchecked Sendable {
    /// Answers one request.
    public typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

    /// The limits this server enforces.
    public let configuration: HTTPServerConfiguration
    private let handler: Handler
    private let registry: ConnectionRegistry
    private let listener = Locked<(any Channel)?>(nil)

    /// A server answering with `handler` within `configuration`; call ``start(host:port:)`` to listen.
    public init(configuration: HTTPServerConfiguration = HTTPServerConfiguration(), handler: @escaping Handler) {
        self.configuration = configuration
        self.handler = handler
        registry = ConnectionRegistry(capacity: configuration.maximumConnections)
    }

    deinit {
        stop()
    }

    /// Connections open now.
    public var openConnections: Int { registry.count }

    /// Listens on `host` (an IP address) and `port` (0 picks a free one); returns the port.
    @discardableResult
    public func start(host: String = "127.0.0.1", port: UInt16 = 0) throws(HTTPServerError) -> UInt16 {
        // The shared group is never shut down, so an answer that completes after stop() still has a loop to run on.
        let group = MultiThreadedEventLoopGroup.singleton
        let configuration = configuration
        let hosts = HostPolicy(allowed: Set(configuration.allowedHosts.map { $0.lowercased() }))
        let handler = handler
        let registry = registry
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .serverChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(AcceptFailureHandler(log: configuration.log))
                }
            }
            .childChannelOption(.allowRemoteHalfClosure, value: true)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let admission = registry.admit(channel)
                    if case .admittedEvicting(let evicted) = admission {
                        evicted.pipeline.fireUserInboundEventTriggered(HTTPConnectionHandler.Evicted())
                    }
                    channel.closeFuture.whenComplete { _ in registry.remove(channel) }
                    let progress = RequestProgress()
                    var limits = NIOHTTPDecoderLimitConfiguration()
                    limits.maxHeaderFieldSize = configuration.maximumHeadBytes
                    limits.maxHeaderListSize = configuration.maximumHeadBytes
                    limits.maxHeaderFieldCount = 100
                    let sync = channel.pipeline.syncOperations
                    try sync.addHandler(HeadSizeLimiter(limit: configuration.maximumHeadBytes, progress: progress))
                    try sync.addHandler(
                        ByteToMessageHandler(HTTPRequestDecoder(leftOverBytesStrategy: .dropBytes, limitConfiguration: limits)))
                    try sync.addHandler(HTTPResponseEncoder())
                    try sync.addHandler(
                        HTTPConnectionHandler(
                            configuration: configuration, hosts: hosts, handler: handler, registry: registry, progress: progress,
                            refused: { if case .refused = admission { true } else { false } }()))
                }
            }
        let channel: any Channel
        do {
            channel = try bootstrap.bind(host: host, port: Int(port)).wait()
        } catch {
            throw HTTPServerError(operation: "bind \(host):\(port)", reason: "\(error)")
        }
        listener.withLock { $0 = channel }
        return UInt16(channel.localAddress?.port ?? Int(port))
    }

    /// Stops listening and closes every open connection; returns when the listener is closed.
    public func stop() {
        let stopping = listener.withLock { listener in
            defer { listener = nil }
            return listener
        }
        guard let stopping else { return }
        try? stopping.close().wait()
        registry.closeAll()
    }
}
