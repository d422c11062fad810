import Foundation
import Discover
import NIOCore
import NIOHTTP1

/// Serves one request on one connection: checks the head strictly, gathers the body within
/// the limits and the deadline, asks the handler, writes the answer and closes.
///
/// Refusals are JSON ``ErrorDTO`` bodies naming what was expected, never internal details:
/// 400 malformed (from the decoder: bad or negative `Content-Length`, lower-case or unknown
/// method tokens, `Content-Length` with `Transfer-Encoding`), 400 a repeated `Content-Length`
/// or `Host`, 408 request not complete within the deadline, 413 body too large or in more
/// chunks than ``HTTPServerConfiguration/maximumBodyChunks``, 417 `Expect`, 421 `Host` not
/// served, 431 head too large, 501 a method other than GET, POST, PUT, DELETE or a transfer
/// coding other than chunked, 503 evicted or refused at the cap, 505 an HTTP version other
/// than 1.0 and 1.1.
final class HTTPConnectionHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    /// Sent to a connection's pipeline to make it give its place to a new connection.
    struct Evicted {}

    private enum State {
        case awaitingHead
        /// The body so far is in ``body``, which no other value shares, so appending to it is linear.
        case receiving(HTTPRequestHead)
        case answering
        /// The answer waits out its ``HTTPResponse/delay``.
        case holding(HTTPResponse)
        case closing
    }

    /// Methods the server implements.
    static let methods: Set<String> = ["GET", "POST", "PUT", "DELETE"]

    private let configuration: HTTPServerConfiguration
    private let hosts: HostPolicy
    private let handler: HTTPServer.Handler
    private let registry: ConnectionRegistry
    private let progress: RequestProgress
    private let refused: Bool
    private var state = State.awaitingHead
    private var body = Data()
    /// Whether the body comes in chunks (`Transfer-Encoding: chunked`).
    private var isChunked = false
    /// Body parts the decoder produced so far: one per chunk of a chunked body (two when a chunk spans two reads).
    private var bodyParts = 0
    private var requestDeadline: Scheduled<Void>?
    private var lifetimeDeadline: Scheduled<Void>?

    /// A handler answering with `handler` under `configuration`; a `refused` one answers 503 at once.
    init(
        configuration: HTTPServerConfiguration, hosts: HostPolicy, handler: @escaping HTTPServer.Handler,
        registry: ConnectionRegistry, progress: RequestProgress, refused: Bool
    ) {
        self.configuration = configuration
        self.hosts = hosts
        self.handler = handler
        self.registry = registry
        self.progress = progress
        self.refused = refused
    }

    func channelActive(context: ChannelHandlerContext) {
        context.fireChannelActive()
        if refused {
            respond(
                .error(503, .serverBusy, "the server is answering as many connections as it can; try again shortly", retryAfter: 1),
                context: context)
            return
        }
        let loop = context.eventLoop.assumeIsolated()
        requestDeadline = loop.scheduleTask(in: Self.timeAmount(configuration.requestTimeout)) { [self] in
            respond(
                .error(408, .requestTimeout, "the request did not arrive completely within \(configuration.requestTimeout)"),
                context: context)
        }
        lifetimeDeadline = loop.scheduleTask(in: Self.timeAmount(configuration.connectionLifetime)) {
            context.close(promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        requestDeadline?.cancel()
        lifetimeDeadline?.cancel()
        state = .closing
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch (unwrapInboundIn(data), state) {
        case (.head(let head), .awaitingHead):
            progress.headReceived = true
            if let refusal = refusal(for: head) {
                respond(refusal, context: context)
            } else {
                isChunked = head.headers.contains(name: "transfer-encoding")
                body.reserveCapacity(Int(head.headers.first(name: "content-length") ?? "") ?? 0)
                state = .receiving(head)
            }
        case (.body(let buffer), .receiving):
            bodyParts += 1
            guard !isChunked || bodyParts <= configuration.maximumBodyChunks else {
                respond(
                    .error(
                        413, .tooLarge, "expected a chunked body in at most \(configuration.maximumBodyChunks) chunks; send larger chunks"),
                    context: context)
                return
            }
            guard body.count + buffer.readableBytes <= configuration.maximumBodyBytes else {
                respond(.error(413, .tooLarge, "expected a body of at most \(configuration.maximumBodyBytes) bytes"), context: context)
                return
            }
            body.append(contentsOf: buffer.readableBytesView)
        case (.end, .receiving(let head)):
            requestDeadline?.cancel()
            state = .answering
            registry.setEvictable(false, context.channel)
            answer(head, body: body, context: context)
        default:
            // After a refusal the rest of the request is ignored; the connection is closing.
            break
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        let parserError = error as? HTTPParserError
        if error is RequestHeadTooLarge || parserError == .headerOverflow {
            respond(
                .error(431, .tooLarge, "expected a request line and headers of at most \(configuration.maximumHeadBytes) bytes"),
                context: context)
        } else if parserError == .invalidVersion {
            respond(.error(505, .invalidRequest, "expected HTTP/1.1 or HTTP/1.0"), context: context)
        } else if let parserError {
            respond(.error(400, .invalidRequest, "expected an HTTP/1.1 request (\(Self.describe(parserError)))"), context: context)
        } else {
            context.close(promise: nil)
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case is Evicted:
            switch state {
            case .answering:
                // A request that completed meanwhile is answered as usual.
                return
            case .holding(let response):
                respond(response, context: context)
            default:
                respond(
                    .error(
                        503, .serverBusy, "the server needed this connection's place for a newer one; send the request promptly",
                        retryAfter: 1), context: context)
            }
        case let channelEvent as ChannelEvent where channelEvent == .inputClosed:
            // The client stopped sending: without a complete request there is nothing to answer.
            if case .answering = state { return }
            if case .closing = state { return }
            state = .closing
            context.close(promise: nil)
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    /// Why `head` is refused, or nil when it is served.
    private func refusal(for head: HTTPRequestHead) -> HTTPResponse? {
        guard head.version == .http1_1 || head.version == .http1_0 else {
            return .error(505, .invalidRequest, "expected HTTP/1.1 or HTTP/1.0, found HTTP/\(head.version.major).\(head.version.minor)")
        }
        guard Self.methods.contains(head.method.rawValue) else {
            return .error(501, .invalidRequest, "expected GET, POST, PUT or DELETE, found \(head.method.rawValue)")
        }
        let lengths = head.headers["content-length"]
        guard lengths.count <= 1 else {
            return .error(400, .invalidRequest, "expected at most one Content-Length header, found \(lengths.count)")
        }
        if let length = lengths.first {
            guard !length.isEmpty, length.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), let bytes = Int(length)
            else {
                return .error(400, .invalidRequest, "expected Content-Length to be a decimal number of bytes")
            }
            guard bytes <= configuration.maximumBodyBytes else {
                return .error(
                    413, .tooLarge, "expected a body of at most \(configuration.maximumBodyBytes) bytes, found a Content-Length of \(bytes)"
                )
            }
        }
        let codings = head.headers["transfer-encoding"]
        if !codings.isEmpty {
            guard codings.count == 1, codings[0].lowercased() == "chunked" else {
                return .error(
                    501, .invalidRequest,
                    "expected no Transfer-Encoding or \"chunked\", found \"\(codings.joined(separator: ", ").prefix(40))\"")
            }
            guard lengths.isEmpty else {
                return .error(400, .invalidRequest, "expected Content-Length or Transfer-Encoding, not both")
            }
        }
        let hostValues = head.headers["host"]
        guard hostValues.count == 1 || (hostValues.isEmpty && head.version == .http1_0) else {
            return .error(400, .invalidRequest, "expected one Host header, found \(hostValues.count)")
        }
        if let host = hostValues.first, !hosts.accepts(host) {
            return .error(
                421, .invalidRequest,
                "this server answers only for localhost, 127.0.0.1 and [::1] (and names it was started with --allow-host)")
        }
        guard head.headers["expect"].isEmpty else {
            return .error(417, .invalidRequest, "expected no Expect header; send the body with the request")
        }
        guard HTTPRequest.parseTarget(head.uri) != nil else {
            return .error(400, .invalidRequest, "expected a request target like /places?q=lisbon")
        }
        return nil
    }

    private func answer(_ head: HTTPRequestHead, body: Data, context: ChannelHandlerContext) {
        guard let target = HTTPRequest.parseTarget(head.uri) else { return }
        var headers: [String: String] = [:]
        for (name, value) in head.headers {
            let key = name.lowercased()
            headers[key] = headers[key].map { "\($0), \(value)" } ?? value
        }
        let request = HTTPRequest(
            method: head.method.rawValue, path: target.path, query: target.query, headers: headers, body: body,
            client: context.channel.remoteAddress?.ipAddress ?? "unknown")
        let handler = handler
        let promise = context.eventLoop.makePromise(of: HTTPResponse.self)
        promise.completeWithTask { await handler(request) }
        promise.futureResult.assumeIsolated().whenSuccess { [self] response in
            guard response.delay > .zero else {
                respond(response, context: context)
                return
            }
            guard case .answering = state else { return }
            state = .holding(response)
            registry.setEvictable(true, context.channel)
            context.eventLoop.assumeIsolated().scheduleTask(in: Self.timeAmount(response.delay)) { [self] in
                if case .holding = state { respond(response, context: context) }
            }
        }
    }

    /// Writes `response` with `Connection: close`, then closes; does nothing once a response is under way.
    private func respond(_ response: HTTPResponse, context: ChannelHandlerContext) {
        if case .closing = state { return }
        state = .closing
        requestDeadline?.cancel()
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: response.contentType)
        headers.add(name: "Content-Length", value: String(response.body.count))
        headers.add(name: "Connection", value: "close")
        headers.add(name: "Cache-Control", value: "no-store")
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
            headers.add(name: name, value: value)
        }
        let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: response.status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if !response.body.isEmpty {
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: response.body)))), promise: nil)
        }
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }

    private static func timeAmount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    /// What the decoder objected to, in words.
    private static func describe(_ error: HTTPParserError) -> String {
        switch error {
        case .invalidMethod: "the method must be an upper-case token such as GET"
        case .invalidContentLength, .unexpectedContentLength: "Content-Length must be one non-negative number, without Transfer-Encoding"
        case .invalidChunkSize: "a chunk size is not hexadecimal"
        case .invalidURL: "the request target is malformed"
        case .invalidHeaderToken, .invalidCharactersUsed: "a header line is malformed"
        case .lfExpected, .invalidConstant: "lines must end with CRLF"
        default: "the request is malformed"
        }
    }
}
