/// The child flows of one ``Coordinator``, each released as soon as it finishes.
///
/// A child is added with ``start(_:onFinish:)`` (or ``add(_:onFinish:)`` to start it
/// later); the container holds it strongly until the child calls
/// ``Coordinator/finish()``, then drops it and calls `onFinish`.
///
/// ```swift
/// let checkout = children.start(CheckoutCoordinator(cart: cart)) { [weak self] in
///     self?.showReceipt()
/// }
/// ```
@MainActor
public final class ChildCoordinators {
    private var entries: [Entry] = []
    private var parentLink: ParentLink?

    /// An empty container; declare it as `let children = ChildCoordinators()`.
    public init() {}

    /// The running children, oldest first.
    public var all: [any Coordinator] { entries.map(\.child) }

    /// How many children are running.
    public var count: Int { entries.count }

    /// Whether no child is running.
    public var isEmpty: Bool { entries.isEmpty }

    /// Adds `child`, calls its `start()` and returns it.
    ///
    /// `onFinish` runs once, after the child has finished and been removed.
    @discardableResult
    public func start<Child: Coordinator>(
        _ child: Child,
        onFinish: (@MainActor () -> Void)? = nil
    ) -> Child {
        add(child, onFinish: onFinish)
        child.start()
        return child
    }

    /// Adds `child` without starting it and returns it.
    ///
    /// Adding a child that is already in another container moves it here; adding it
    /// again to this container replaces its `onFinish`.
    @discardableResult
    public func add<Child: Coordinator>(
        _ child: Child,
        onFinish: (@MainActor () -> Void)? = nil
    ) -> Child {
        let id = ObjectIdentifier(child)
        if let parent = child.children.parentLink?.container, parent !== self {
            parent.remove(id)
        }
        child.children.parentLink = ParentLink(container: self, childID: id)
        if let index = entries.firstIndex(where: { $0.id == id }) {
            entries[index].onFinish = onFinish
        } else {
            entries.append(Entry(id: id, child: child, onFinish: onFinish))
        }
        return child
    }

    /// Whether `child` is one of the running children.
    public func contains(_ child: any Coordinator) -> Bool {
        entries.contains { $0.id == ObjectIdentifier(child) }
    }

    var hasParent: Bool { parentLink?.container != nil }

    /// Finishes every child, then removes the owner from its parent.
    func finishOwner() {
        for entry in entries.reversed() {
            entry.child.finish()
        }
        guard let link = parentLink else { return }
        parentLink = nil
        let onFinish = link.container?.remove(link.childID)
        onFinish?()
    }

    /// Drops the child with `id`; returns its completion handler.
    @discardableResult
    private func remove(_ id: ObjectIdentifier) -> (@MainActor () -> Void)? {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
        return entries.remove(at: index).onFinish
    }
}

/// One running child and what its parent wants done when it finishes.
private struct Entry {
    let id: ObjectIdentifier
    let child: any Coordinator
    var onFinish: (@MainActor () -> Void)?
}

/// A child container's way back to the container that holds its owner.
private struct ParentLink {
    weak var container: ChildCoordinators?
    let childID: ObjectIdentifier
}
