/// An object that runs a flow: it builds modules, shows them and starts child flows.
///
/// An app's `AppCoordinator` is a coordinator whose routers report to it through a
/// protocol of their own:
///
/// ```swift
/// protocol AppCoordinatorProtocol: AnyObject { func userDidLogin(_ user: User) }
///
/// final class AppCoordinator: Coordinator, AppCoordinatorProtocol {
///     let children = ChildCoordinators()
///     func start() { showLogin() }
///     func userDidLogin(_ user: User) {
///         children.start(HomeCoordinator(user: user)) { [weak self] in self?.showLogin() }
///     }
/// }
/// ```
///
/// A coordinator keeps its child flows in ``children``. A child ends with ``finish()``:
/// that removes it from its parent (which then releases it) and finishes its own
/// children first, so a finished flow can never stay alive in a forgotten array.
@MainActor
public protocol Coordinator: AnyObject {
    /// The running child flows; a stored `let children = ChildCoordinators()`.
    var children: ChildCoordinators { get }

    /// Shows the flow's first screen.
    func start()
}

extension Coordinator {
    /// Ends this flow: finishes its children, then leaves its parent, which releases it
    /// and runs the parent's completion handler for it. Idempotent.
    public func finish() {
        children.finishOwner()
    }

    /// Whether this coordinator is held by a parent's ``children``.
    public var isAttachedToParent: Bool {
        children.hasParent
    }
}
