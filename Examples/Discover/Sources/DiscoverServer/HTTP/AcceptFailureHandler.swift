import NIOCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Handles the errors `accept` reports on the listening socket: out of file descriptors
/// (`EMFILE`, `ENFILE`) or out of memory for sockets. It stops accepting for ``pause`` and
/// then tries again, and logs at most once a second with a count of the failures in between;
/// the listener stays open and open connections are still served.
///
/// Stopping means turning `autoRead` off, which takes the listening socket out of the event
/// loop's poll set. Merely not asking for the next read is not enough: a failed `accept`
/// leaves swift-nio's read pending, so the socket, still readable, would wake the loop and
/// fail again tens of thousands of times a second.
final class AcceptFailureHandler: ChannelInboundHandler {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel

    /// How long accepting stops after a failure for lack of resources.
    static let pause: TimeAmount = .milliseconds(250)

    private let log: @Sendable (String) -> Void
    private var lastLogged: NIODeadline?
    private var unlogged = 0
    private var paused = false

    init(log: @escaping @Sendable (String) -> Void) {
        self.log = log
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        let code = (error as? IOError)?.errnoCode
        if let code, [EMFILE, ENFILE, ENOBUFS, ENOMEM].contains(code) {
            pauseAccepting(context)
        }
        report(code: code, error: error)
    }

    /// Takes the listener out of the poll set for ``pause``, once per pause.
    private func pauseAccepting(_ context: ChannelHandlerContext) {
        guard !paused, let options = context.channel.syncOptions else { return }
        paused = true
        try? options.setOption(ChannelOptions.autoRead, value: false)
        context.eventLoop.assumeIsolated().scheduleTask(in: Self.pause) { [self] in
            paused = false
            try? context.channel.syncOptions?.setOption(ChannelOptions.autoRead, value: true)
        }
    }

    /// Logs the failure, or counts it when the last line is less than a second old.
    private func report(code: Int32?, error: any Error) {
        let now = NIODeadline.now()
        if let lastLogged, now - lastLogged < .seconds(1) {
            unlogged += 1
            return
        }
        let reason: String =
            switch code {
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
