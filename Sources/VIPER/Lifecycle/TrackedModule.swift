/// A module's objects, held weakly under their role names, and how to detach the module:
/// what a ``LeakDetector`` checks.
///
/// ```swift
/// let tracked = TrackedModule(builder.build())   // a Module's objects, scope and view
/// ```
///
/// Objects that are not a ``Module`` are listed by hand:
///
/// ```swift
/// let tracked = TrackedModule(
///     [.view: view, .presenter: presenter, .interactor: interactor, .router: router],
///     scope: interactor.scope,
///     retaining: view
/// )
/// ```
///
/// `retaining` stands for whoever shows the module (a navigation stack holding its view):
/// it is kept strongly until ``detach()``, so the module is alive exactly as long as it
/// would be on screen.
@MainActor
public final class TrackedModule {
    private let objects: [TrackedObject]
    private let scope: ModuleScope?
    private let onDetach: (@MainActor () -> Void)?
    private var retained: AnyObject?

    /// Tracks `objects` weakly, in the given order.
    ///
    /// - Parameters:
    ///   - objects: the module's objects under their roles; a role may appear more than once.
    ///   - scope: the module's scope, detached by ``detach()``.
    ///   - root: an object held strongly until ``detach()``, usually the module's view.
    ///   - onDetach: what else detaching does, such as popping the view or finishing a
    ///     coordinator; runs after the scope detaches and before `root` is released.
    public init(
        _ objects: KeyValuePairs<ModuleRole, AnyObject>,
        scope: ModuleScope? = nil,
        retaining root: AnyObject? = nil,
        onDetach: (@MainActor () -> Void)? = nil
    ) {
        self.objects = objects.map { TrackedObject(role: $0.key, object: $0.value) }
        self.scope = scope
        self.onDetach = onDetach
        self.retained = root
    }

    /// Tracks `module`'s ``Module/objects`` and detaches its ``Module/scope``, keeping its
    /// view alive until ``detach()`` as the screen showing it would.
    public convenience init<View, Input>(_ module: Module<View, Input>, onDetach: (@MainActor () -> Void)? = nil) {
        self.init(module.objects, scope: module.scope, retaining: module.view as AnyObject, onDetach: onDetach)
    }

    /// Detaches the scope, runs `onDetach` and releases `root`. Idempotent.
    public func detach() {
        guard !isDetached else { return }
        isDetached = true
        scope?.detach()
        onDetach?()
        retained = nil
    }

    /// Whether ``detach()`` has been called.
    public private(set) var isDetached = false

    /// The tracked objects that are still alive, in tracking order.
    public var survivors: [LeakReport.Survivor] {
        objects.compactMap { tracked in
            tracked.object.map { _ in
                LeakReport.Survivor(role: tracked.role, typeName: tracked.typeName)
            }
        }
    }
}

/// One module object held weakly, with what a report says about it.
private struct TrackedObject {
    let role: ModuleRole
    let typeName: String
    weak var object: AnyObject?

    init(role: ModuleRole, object: AnyObject) {
        self.role = role
        self.typeName = String(reflecting: type(of: object))
        self.object = object
    }
}
