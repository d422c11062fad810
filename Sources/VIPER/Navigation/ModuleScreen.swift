/// One screen of a ``ModuleNavigator``: the route it shows and the module built for it.
///
/// Screens are objects: the same route pushed twice is two screens, each with its own
/// module, and its own ``id``. A screen's module is built when a command puts the screen
/// on the navigator's state and ended (its scope detached, the module released) when a
/// command removes it.
@MainActor
public final class ModuleScreen<Route, View>: Identifiable {
    /// Unique among the screens of the process, never reused: what a SwiftUI path names
    /// the screen by (``NavigationPathItem``).
    nonisolated public let id: Int
    /// The route this screen shows.
    public let route: Route
    /// The module shown, from when it is built until the screen leaves the navigator;
    /// nil before and after.
    public private(set) var module: Module<View, Void>?

    /// A screen for `route` whose module is not built yet.
    init(route: Route) {
        lastScreenID += 1
        self.id = lastScreenID
        self.route = route
    }

    /// The module's view, while the module is shown.
    public var view: View? { module?.view }

    /// Shows `module` on this screen.
    func show(_ module: Module<View, Void>) {
        self.module = module
    }

    /// Detaches the module's scope and releases the module. Idempotent.
    func end() {
        module?.scope.detach()
        module = nil
    }
}

/// The ``ModuleScreen/id`` of the last screen made.
@MainActor private var lastScreenID = 0
