import NIOCore

/// Counts the bytes a connection sends before its request head is complete, and stops
/// passing them on past ``HTTPServerConfiguration/maximumHeadBytes``.
///
/// Sits in front of the HTTP decoder, which itself bounds the header fields but not the
/// request line; this bounds both. Past the limit it raises ``RequestHeadTooLarge`` for the
/// connection handler to answer 431.
final class HeadSizeLimiter: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let limit: Int
    private let progress: RequestProgress
    private var received = 0
    private var exceeded = false

    /// A limiter allowing `limit` bytes before `progress` reports the head received.
    init(limit: Int, progress: RequestProgress) {
        self.limit = limit
        self.progress = progress
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !exceeded else { return }
        if progress.headReceived {
            context.fireChannelRead(data)
            return
        }
        received += unwrapInboundIn(data).readableBytes
        context.fireChannelRead(data)
        // The decoder has parsed what it could of these bytes; without a head by now, they were all head.
        if !progress.headReceived, received > limit {
            exceeded = true
            context.fireErrorCaught(RequestHeadTooLarge(limit: limit))
        }
    }
}

/// The request line and headers exceeded `limit` bytes.
struct RequestHeadTooLarge: Error {
    let limit: Int
}

/// What one connection's handlers share about its request (confined to its event loop).
final class RequestProgress {
    /// Whether the decoder produced the request head.
    var headReceived = false
}
