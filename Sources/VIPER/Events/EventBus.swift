import VIPERLock

/// A typed publish/subscribe channel between modules: any `Sendable` value is an event,
/// its type is the topic.
///
/// ```swift
/// struct FavoriteChanged: Sendable { let placeID: String; let isFavorite: Bool }
///
/// // Favorites presenter, on the main actor:
/// scope.bind(bus.subscribe(to: FavoriteChanged.self) { [weak self] event in
///     self?.refresh(event.placeID)
/// })
///
/// // Detail interactor, from any thread:
/// bus.publish(FavoriteChanged(placeID: "p1", isFavorite: true))
/// ```
///
/// Guarantees:
/// - **Order.** Publishing is serialised: every subscriber of a type sees its events in
///   the one order the bus published them, even when many threads publish at once.
/// - **Lifetime.** A subscription lasts as long as its ``EventSubscription`` token. Releasing
///   the token, calling ``EventSubscription/cancel()`` or detaching the ``ModuleScope`` the
///   token is bound to ends it; no event is delivered after that.
/// - **No back-pressure.** Events wait in an unbounded per-subscriber buffer until the
///   subscriber's actor takes them; publishing never blocks on a slow subscriber.
public final class EventBus: Sendable {
    private let registry = Locked(Registry())

    /// A bus with no subscribers.
    public init() {}

    /// Delivers `event` to every current subscriber of `Event`.
    ///
    /// Safe from any thread. Subscribers of other types, including supertypes or
    /// protocols `Event` conforms to, do not receive it: the topic is the exact type.
    public func publish<Event: Sendable>(_ event: Event) {
        registry.withLock { registry in
            // Yielding under the lock gives all subscribers the same order.
            registry.channel(for: Event.self)?.values.forEach { $0.yield(event) }
        }
    }

    /// Calls `handler` on the main actor for every `Event` published until the returned
    /// token is cancelled or released.
    ///
    /// Capture `self` weakly in `handler` when `self` owns the token (directly or through
    /// its ``ModuleScope``).
    public func subscribe<Event: Sendable>(
        to eventType: Event.Type,
        _ handler: @escaping @MainActor (Event) -> Void
    ) -> EventSubscription {
        let (stream, subscription) = makeSubscription(for: eventType)
        let gate = subscription.gate
        let delivery = Task { @MainActor in
            for await event in stream where gate.isOpen {
                handler(event)
            }
        }
        subscription.attach(delivery)
        return subscription
    }

    /// Calls `handler` isolated to `subscriber` for every `Event` published until the
    /// returned token is cancelled or released.
    ///
    /// The bus holds `subscriber` weakly, so the actor may own its token (and the
    /// subscription then ends with the actor); events published after the actor is gone
    /// are dropped.
    public func subscribe<Event: Sendable, Subscriber: Actor>(
        to eventType: Event.Type,
        on subscriber: Subscriber,
        _ handler: @escaping @Sendable (isolated Subscriber, Event) -> Void
    ) -> EventSubscription {
        let (stream, subscription) = makeSubscription(for: eventType)
        let gate = subscription.gate
        let delivery = Task { [weak subscriber] in
            for await event in stream {
                guard let subscriber, gate.isOpen else { return }
                await Self.deliver(event, to: handler, on: subscriber, through: gate)
            }
        }
        subscription.attach(delivery)
        return subscription
    }

    /// The `Event`s published from now on, as an async sequence.
    ///
    /// The subscription starts when this method returns and ends when the sequence is
    /// released or the task iterating it is cancelled (for example by a detaching
    /// ``ModuleScope`` that started it with ``ModuleScope/run(_:)``).
    ///
    /// ```swift
    /// let changes = bus.events(of: FavoriteChanged.self)
    /// scope.run { [weak self] in
    ///     for await change in changes { self?.apply(change) }
    /// }
    /// ```
    public func events<Event: Sendable>(of eventType: Event.Type) -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream.makeStream(of: eventType)
        let id = register(continuation)
        continuation.onTermination = { [weak self] _ in
            _ = self?.unregister(eventType, id: id)
        }
        return stream
    }

    /// The number of live subscriptions to `Event`, for diagnostics and tests.
    public func subscriberCount<Event: Sendable>(of eventType: Event.Type) -> Int {
        registry.withLock { $0.channel(for: eventType)?.count ?? 0 }
    }

    private func makeSubscription<Event: Sendable>(
        for eventType: Event.Type
    ) -> (AsyncStream<Event>, EventSubscription) {
        let (stream, continuation) = AsyncStream.makeStream(of: eventType)
        let id = register(continuation)
        let subscription = EventSubscription { [weak self] in
            // Finish outside the lock: finishing may run termination handlers that lock.
            self?.unregister(eventType, id: id)?.finish()
        }
        return (stream, subscription)
    }

    private func register<Event: Sendable>(_ continuation: AsyncStream<Event>.Continuation) -> UInt64 {
        registry.withLock { registry in
            let id = registry.nextID
            registry.nextID += 1
            var channel = registry.channel(for: Event.self) ?? [:]
            channel[id] = continuation
            registry.channels[ObjectIdentifier(Event.self)] = channel
            return id
        }
    }

    private func unregister<Event: Sendable>(
        _ eventType: Event.Type, id: UInt64
    ) -> AsyncStream<Event>.Continuation? {
        registry.withLock { registry in
            guard var channel = registry.channel(for: eventType) else { return nil }
            let removed = channel.removeValue(forKey: id)
            registry.channels[ObjectIdentifier(eventType)] = channel.isEmpty ? nil : channel
            return removed
        }
    }

    private static func deliver<Event: Sendable, Subscriber: Actor>(
        _ event: Event,
        to handler: @Sendable (isolated Subscriber, Event) -> Void,
        on subscriber: isolated Subscriber,
        through gate: DeliveryGate
    ) {
        // Checked again on the actor: a cancel made there before this hop wins.
        guard gate.isOpen else { return }
        handler(subscriber, event)
    }
}

/// The subscribers of every event type, keyed by the type's identity.
private struct Registry {
    /// Each value is a `[UInt64: AsyncStream<Event>.Continuation]` for the key's `Event`.
    var channels: [ObjectIdentifier: Any] = [:]
    var nextID: UInt64 = 0

    func channel<Event: Sendable>(for eventType: Event.Type) -> [UInt64: AsyncStream<Event>.Continuation]? {
        channels[ObjectIdentifier(eventType)] as? [UInt64: AsyncStream<Event>.Continuation]
    }
}
