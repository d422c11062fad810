import VIPERLock

/// The token of one ``EventBus`` subscription: the subscription lasts as long as the token.
///
/// Keep it in the subscriber, or bind it to the module's scope so it ends when the
/// module detaches:
///
/// ```swift
/// scope.bind(bus.subscribe(to: FavoriteChanged.self) { [weak self] in self?.apply($0) })
/// ```
///
/// Releasing the token cancels the subscription. After ``cancel()`` returns, no further
/// event reaches the handler, including events already published but not yet delivered.
public final class EventSubscription: Cancellable {
    /// Closed on cancel; delivery checks it before every event.
    let gate = DeliveryGate()
    private let teardown: Locked<Teardown>

    init(end: @escaping @Sendable () -> Void) {
        teardown = Locked(Teardown(end: end))
    }

    /// Hands the task that delivers events to the token, so cancelling stops it.
    func attach(_ delivery: Task<Void, Never>) {
        let cancelled = teardown.withLock { teardown in
            guard teardown.end != nil else { return true }
            teardown.delivery = delivery
            return false
        }
        if cancelled { delivery.cancel() }
    }

    /// Ends the subscription. Safe to call more than once and from any thread.
    public func cancel() {
        gate.close()
        let pending = teardown.withLock { teardown in
            defer { teardown = Teardown(end: nil) }
            return teardown
        }
        pending.end?()
        pending.delivery?.cancel()
    }

    /// Whether the subscription has ended through ``cancel()``.
    public var isCancelled: Bool { !gate.isOpen }

    deinit {
        cancel()
    }
}

/// What cancelling a subscription still has to do.
private struct Teardown {
    var end: (@Sendable () -> Void)?
    var delivery: Task<Void, Never>?
}

/// A one-way switch that delivery loops check before handing out each event.
final class DeliveryGate: Sendable {
    private let open = Locked(true)

    /// Whether events may still be delivered.
    var isOpen: Bool { open.withLock { $0 } }

    /// Stops delivery for good.
    func close() { open.withLock { $0 = false } }
}
