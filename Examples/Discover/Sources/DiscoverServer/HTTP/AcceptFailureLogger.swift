import NIOCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Logs the errors `accept` reports on the listening socket (out of file descriptors, out of
/// memory), at most once a second with a count of the ones in between; the listener stays
/// open and the ``AcceptBackoffHandler`` in front of it retries.
final class AcceptFailureLogger: ChannelInboundHandler {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel

    private let log: @Sendable (String) -> Void
    private var lastLogged: NIODeadline?
    private var unlogged = 0

    init(log: @escaping @Sendable (String) -> Void) {
        self.log = log
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        let now = NIODeadline.now()
        if let lastLogged, now - lastLogged < .seconds(1) {
            unlogged += 1
            return
        }
        let reason: String = switch (error as? IOError)?.errnoCode {
        case EMFILE?: "the process has no free file descriptors (EMFILE)"
        case ENFILE?: "the system has no free file descriptors (ENFILE)"
        case ENOBUFS?, ENOMEM?: "the system is out of memory for sockets"
        default: "\(error)"
        }
        let repeats = unlogged > 0 ? " (\(unlogged) more since the last report)" : ""
        log("cannot accept connections: \(reason)\(repeats); pausing new connections briefly, open ones are still served")
        lastLogged = now
        unlogged = 0
    }
}
