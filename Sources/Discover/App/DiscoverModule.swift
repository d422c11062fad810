import VIPER

/// A module built for the terminal app: the screen the navigator shows, the typed
/// input its parent keeps, and its objects under their roles for leak checks.
@MainActor
struct DiscoverModule<Input> {
    /// The module's view, as the host sees it.
    let screen: any DiscoverScreen
    /// The handle the parent keeps to talk to the running module (`Void` for none).
    let input: Input
    /// The view, presenter, interactor and router, held weakly, with the module's scope;
    /// it keeps the screen alive until detached, as the navigation stack would.
    let tracking: TrackedModule
}

extension DiscoverModule {
    /// Assembles the module every builder ends with: hands `scope` to `view` (which ends
    /// it on detach) and tracks the four objects under their roles, the view retained as
    /// the navigation stack would.
    ///
    /// - Parameters:
    ///   - view: the module's screen; it keeps the module alive until detached.
    ///   - presenter: the module's presenter, tracked weakly.
    ///   - interactor: the module's interactor, tracked weakly.
    ///   - router: the module's router, tracked weakly.
    ///   - scope: the module's scope, detached with the module.
    ///   - input: the handle the parent keeps to talk to the running module.
    init(
        view: some ScopedScreen,
        presenter: AnyObject,
        interactor: AnyObject,
        router: AnyObject,
        scope: ModuleScope,
        input: Input
    ) {
        view.scope = scope
        let tracking = TrackedModule(
            [.view: view, .presenter: presenter, .interactor: interactor, .router: router],
            scope: scope,
            retaining: view
        )
        self.init(screen: view, input: input, tracking: tracking)
    }
}

extension DiscoverModule where Input == Void {
    /// Assembles a module its parent does not talk to; see
    /// ``init(view:presenter:interactor:router:scope:input:)``.
    init(view: some ScopedScreen, presenter: AnyObject, interactor: AnyObject, router: AnyObject, scope: ModuleScope) {
        self.init(view: view, presenter: presenter, interactor: interactor, router: router, scope: scope, input: ())
    }
}
