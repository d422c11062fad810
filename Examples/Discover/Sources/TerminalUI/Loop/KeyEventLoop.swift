import VIPERLock

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads keys from a file descriptor on a background queue and delivers them, in
/// order, to the main actor.
///
/// Bytes are decoded by a ``KeyDecoder``; a lone Escape is reported after
/// `escapeDelay` without a following byte. Given a ``RawTerminal``, the loop also
/// reports resizes (SIGWINCH) and turns SIGINT, SIGTERM and SIGHUP into
/// ``TerminalEvent/interrupted(signal:)`` instead of exiting, so the app can finish.
///
/// ```swift
/// let loop = KeyEventLoop(terminal: terminal)
/// let last = await loop.run { event in
///     if event == .key(.interrupt) { return .stop }
///     view.handle(event)
///     return .continue
/// }
/// terminal.restore()
/// if let status = last?.interruptionExitStatus { exit(status) }
/// ```
public final class KeyEventLoop: Sendable {
    /// The descriptor keys are read from.
    public let input: Int32
    /// How long a lone Escape waits for the rest of a sequence.
    public let escapeDelay: Duration
    private let terminal: RawTerminal?
    private let pump: DescriptorPump<TerminalEvent>
    private let resizeWatch = Locked<SignalWatch?>(nil)

    /// Creates a loop reading `input`; nothing is read until ``events()`` or ``run(_:)``.
    public init(input: Int32 = STDIN_FILENO, terminal: RawTerminal? = nil, escapeDelay: Duration = .milliseconds(50)) {
        self.input = input
        self.terminal = terminal
        self.escapeDelay = escapeDelay
        self.pump = DescriptorPump(fileDescriptor: input, shortDelay: escapeDelay, label: "TerminalUI.KeyEventLoop")
    }

    /// Starts reading and returns the events; the stream finishes after
    /// ``TerminalEvent/endOfInput`` or ``stop()``. Call it once per loop.
    public func events() -> AsyncStream<TerminalEvent> {
        let (stream, continuation) = pump.start(onTermination: { [weak self] in self?.stop() }) {
            KeyConsumer(continuation: $0)
        }
        if let terminal {
            terminal.onSignal { signalNumber in continuation.yield(.interrupted(signal: signalNumber)) }
            let watch = SignalWatch(signals: [SIGWINCH]) { _ in
                continuation.yield(.resize(terminal.size))
            }
            resizeWatch.withLock { $0 = watch }
        }
        return stream
    }

    /// Delivers events to `handle` on the main actor until it returns
    /// ``LoopDecision/stop`` or the input ends, then stops reading.
    ///
    /// - Returns: The event `handle` stopped on, or `nil` if the input ended first.
    @MainActor
    @discardableResult
    public func run(_ handle: @MainActor (TerminalEvent) async -> LoopDecision) async -> TerminalEvent? {
        defer { stop() }
        return await pump.deliver(events(), to: handle)
    }

    /// Stops reading within about 100 ms and finishes the event stream; safe from any
    /// thread and idempotent.
    public func stop() {
        terminal?.onSignal(nil)
        resizeWatch.withLock { watch in
            watch?.cancel()
            watch = nil
        }
        pump.stop()
    }
}

/// Decodes bytes into key events for the stream.
private struct KeyConsumer: ByteConsumer {
    let continuation: AsyncStream<TerminalEvent>.Continuation
    var decoder = KeyDecoder()

    var awaitsMoreBytes: Bool { decoder.hasPendingBytes }

    mutating func consume(_ bytes: ArraySlice<UInt8>) {
        deliver(decoder.decode(bytes))
    }

    mutating func idle() {
        deliver(decoder.flush())
    }

    mutating func end() {
        deliver(decoder.flush())
        continuation.yield(.endOfInput)
        continuation.finish()
    }

    private func deliver(_ keys: [Key]) {
        for key in keys { continuation.yield(.key(key)) }
    }
}
