import VIPERLock

/// The observers of a ``ScreenStack``, in registration order.
///
/// Removal goes through a lock because a ``Cancellable`` may be cancelled from any
/// thread; notification happens on the main actor, outside the lock, so an
/// observer may add or cancel observers while it runs.
final class NavigationObservers<Screen>: Sendable {
    typealias Observer = @MainActor (NavigationChange<Screen>) -> Void

    private struct Registry {
        var nextID = 0
        var entries: [(id: Int, observer: Observer)] = []
    }

    private let registry = Locked(Registry())

    func add(_ observer: @escaping Observer) -> AnyCancellable {
        let id = registry.withLock { registry in
            defer { registry.nextID += 1 }
            registry.entries.append((registry.nextID, observer))
            return registry.nextID
        }
        return AnyCancellable { [weak self] in
            self?.registry.withLock { $0.entries.removeAll { $0.id == id } }
        }
    }

    var count: Int {
        registry.withLock { $0.entries.count }
    }

    @MainActor
    func notify(_ change: NavigationChange<Screen>) {
        let observers = registry.withLock { $0.entries.map(\.observer) }
        for observer in observers {
            observer(change)
        }
    }
}
