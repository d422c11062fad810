import VIPERLock
import Dispatch

/// What ``KeyEventLoop`` and ``LineReader`` share: a background queue reads a
/// descriptor into a consumer that yields events into one stream, a stop flag ends
/// the reading, and ``deliver(_:to:)`` hands the events to the main actor.
final class DescriptorPump<Event: Sendable>: Sendable {
    private let fileDescriptor: Int32
    private let shortDelay: Duration
    private let label: String
    private let stopped = Locked(false)
    private let continuation = Locked<AsyncStream<Event>.Continuation?>(nil)

    init(fileDescriptor: Int32, shortDelay: Duration, label: String) {
        self.fileDescriptor = fileDescriptor
        self.shortDelay = shortDelay
        self.label = label
    }

    /// Starts reading into the consumer `makeConsumer` builds; `onTermination` runs when
    /// the stream's consumer goes away.
    func start<Consumer: ByteConsumer>(
        onTermination: @escaping @Sendable () -> Void,
        consumer makeConsumer: @escaping @Sendable (AsyncStream<Event>.Continuation) -> Consumer
    ) -> (stream: AsyncStream<Event>, continuation: AsyncStream<Event>.Continuation) {
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
        self.continuation.withLock { $0 = continuation }
        continuation.onTermination = { _ in onTermination() }
        DispatchQueue(label: label).async { [self] in
            var consumer = makeConsumer(continuation)
            DescriptorReading.run(
                fileDescriptor: fileDescriptor, shortDelay: shortDelay,
                isStopped: { stopped.withLock { $0 } }, consumer: &consumer)
        }
        return (stream, continuation)
    }

    /// Ends the reading within about 100 ms and finishes the stream.
    func stop() {
        stopped.withLock { $0 = true }
        continuation.withLock { $0 }?.finish()
    }

    /// Calls `handle` on the main actor for each event until it returns
    /// ``LoopDecision/stop`` (returning that event) or the stream ends (returning `nil`).
    @MainActor
    func deliver(_ events: AsyncStream<Event>, to handle: @MainActor (Event) async -> LoopDecision) async -> Event? {
        for await event in events {
            if await handle(event) == .stop { return event }
        }
        return nil
    }
}
