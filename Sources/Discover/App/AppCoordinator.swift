import VIPER

/// Owns Discover's flow (seed 003's AppCoordinator): the navigator and its screens,
/// signing in and out, and deep links, held while signed out and replayed after login.
///
/// The navigator holds ``ScreenSlot``s. When a command puts a route on screen, the
/// coordinator builds its module (through the ``AppModuleFactory``) and attaches it; when a
/// command removes it, the coordinator ends the module so it deallocates.
@MainActor
final class AppCoordinator: AppCoordinating {
    /// The screens, as slots; routers navigate through ``context``'s navigator, which is this.
    let navigator: RouteNavigator<AppRoute, ScreenSlot>
    /// What every module is built with.
    let context: AppContext
    /// The last thing the user should know that no screen shows (a refused navigation,
    /// a bad deep link), for the host's status line; nil when there is nothing to say.
    private(set) var notice: String?
    /// Called whenever what is on screen changed and the host should redraw.
    var needsDisplay: (@MainActor () -> Void)?

    private let factory: AppModuleFactory
    private let links: DeepLinkTable<AppLinkStep>
    private var gate: DeepLinkGate<[AppLinkStep]>?
    private var observation: AnyCancellable?
    private weak var homeInput: (any HomeModuleInput)?

    /// A coordinator over `services`, starting at Login.
    ///
    /// - Throws: a ``DeepLinkPatternError`` if the app's link table is inconsistent.
    init(
        services: DiscoverServices,
        events: EventBus = EventBus(),
        clock: any Clock<Duration> = ContinuousClock(),
        factory: AppModuleFactory = AppModuleFactory()
    ) throws(DeepLinkPatternError) {
        let navigator = RouteNavigator(root: AppRoute.login) { ScreenSlot(route: $0) }
        self.navigator = navigator
        self.factory = factory
        self.links = try AppDeepLinks.makeTable()
        var failureSink: (@MainActor (NavigationError) -> Void)?
        self.context = AppContext(
            services: services,
            events: events,
            navigator: navigator,
            session: Session(),
            clock: clock,
            onNavigationFailure: { failureSink?($0) }
        )
        context.coordinator = self
        failureSink = { [weak self] error in self?.show(notice: "Can't go there from here (\(error)).") }
        gate = DeepLinkGate { [weak self] steps in self?.run(steps) }
        observation = navigator.screens.observe { [weak self] change in
            self?.screensChanged(from: change.before, to: change.after)
        }
        build(navigator.screens.top)
    }

    /// The screen on top, the one that gets keys and script commands.
    var topScreen: (any DiscoverScreen)? { navigator.screens.top.screen }

    /// The route on top.
    var topRoute: AppRoute { navigator.screens.top.route }

    /// Whether a user is signed in.
    var isSignedIn: Bool { context.session.user != nil }

    /// Waits until every module on screen has finished the work it started, including
    /// modules that work put on screen (a login that lands on Home, which then loads).
    func settle() async {
        var settled: [ObjectIdentifier] = []
        repeat {
            let slots = navigator.screens.state.allScreens
            settled = slots.map(ObjectIdentifier.init)
            for slot in slots {
                await slot.screen?.settle()
            }
        } while navigator.screens.state.allScreens.map(ObjectIdentifier.init) != settled
    }

    /// Forgets the current notice.
    func clearNotice() {
        notice = nil
    }

    // MARK: - Deep links

    /// Opens a `discover://` link: at once when signed in, after the next login otherwise.
    ///
    /// - Throws: the ``DeepLinkError`` for an unknown, malformed or oversized link;
    ///   nothing changes on screen then.
    func open(link: String) throws(DeepLinkError) {
        let steps = try links.resolve(link)
        if case .held = gate?.receive(steps) {
            show(notice: "Sign in to open \(link).")
        }
    }

    private func run(_ steps: [AppLinkStep]) {
        var commands: [NavigationCommand<AppRoute>] = []
        var searches: [String] = []
        for step in steps {
            switch step {
            case .navigate(let command): commands.append(command)
            case .search(let text): searches.append(text)
            }
        }
        context.navigator.perform(commands, onFailure: context.onNavigationFailure)
        for text in searches {
            homeInput?.search(text)
        }
    }

    // MARK: - AppCoordinating

    func userDidLogin(_ user: User) {
        context.session.signIn(user)
        context.navigator.perform(.setRoot(.home), onFailure: context.onNavigationFailure)
        gate?.open()
    }

    func userDidLogout() {
        gate?.close()
        gate?.discardHeld()
        context.session.signOut()
        context.navigator.perform(.setRoot(.login), onFailure: context.onNavigationFailure)
    }

    // MARK: - Screens

    private func screensChanged(from before: NavigationState<ScreenSlot>, to after: NavigationState<ScreenSlot>) {
        let remaining = Set(after.allScreens.map(ObjectIdentifier.init))
        for slot in before.allScreens where !remaining.contains(ObjectIdentifier(slot)) {
            slot.empty()
        }
        for slot in after.allScreens where !slot.isBuilt {
            build(slot)
        }
        needsDisplay?()
    }

    private func build(_ slot: ScreenSlot) {
        let built = factory.build(slot.route, context: context)
        if let input = built.homeInput {
            homeInput = input
        }
        slot.fill(screen: built.screen, tracking: built.tracking)
        built.screen.needsDisplay = { [weak self] in self?.needsDisplay?() }
        built.screen.attach()
    }

    private func show(notice: String) {
        self.notice = notice
        needsDisplay?()
    }
}
