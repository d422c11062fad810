import Foundation
import VIPER

/// Owns Discover's flow (an AppCoordinator): the navigator and its screens, the container
/// the modules are built from, signing in and out, and deep links, held while signed out
/// and replayed after login.
///
/// The navigator builds the module of each route it puts on screen with the route's
/// builder, resolved from ``container``, and ends each module that leaves the screen. The
/// coordinator attaches each new screen and keeps Home's typed input, the one module it
/// talks to afterwards (`discover://search`).
@MainActor
final class AppCoordinator: AppCoordinating {
    /// The screens; routers navigate through it.
    let navigator: ModuleNavigator<AppRoute, any DiscoverScreen>
    /// Every module's builder and the services they need, one assembly per module.
    let container: Container
    /// Who is signed in.
    let session = Session()
    /// The last thing the user should know that no screen shows (a refused navigation,
    /// a bad deep link), for the host's status line; nil when there is nothing to say.
    private(set) var notice: String?
    /// Called whenever what is on screen changed and the host should redraw.
    var needsDisplay: (@MainActor () -> Void)?

    private let links: DeepLinkTable<AppLinkStep>
    private var gate: DeepLinkGate<[AppLinkStep]>?
    private var observation: AnyCancellable?
    /// The running Home module's input, set when Home is built.
    private weak var home: (any HomeModuleInput)?

    /// A coordinator over `services`, showing Login.
    ///
    /// - Throws: ``AppStartError`` if the app's link table is inconsistent or the Login
    ///   module cannot be built.
    init(
        services: DiscoverServices,
        events: EventBus = EventBus(),
        clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Date = Date.init
    ) throws(AppStartError) {
        weak var coordinator: AppCoordinator?
        navigator = ModuleNavigator(root: .login) { route in
            guard let coordinator else { throw AppEnded() }
            return try coordinator.makeModule(for: route)
        }
        container = Container()
        do {
            links = try AppDeepLinks.makeTable()
        } catch {
            throw .deepLinks(error)
        }
        coordinator = self
        container.apply(
            [
                AppAssembly(
                    services: services, events: events, clock: clock, now: now, session: session,
                    navigator: navigator, coordinator: self)
            ] + AppAssembly.modules)
        navigator.onRefusal = { [weak self] error in self?.show(notice: "Can't go there from here (\(error)).") }
        gate = DeepLinkGate { [weak self] steps in self?.run(steps) }
        observation = navigator.observe { [weak self] change in self?.screensChanged(change) }
        do {
            try navigator.start()
        } catch {
            throw .firstScreen(error)
        }
        attach(navigator.top)
    }

    /// The screen on top, the one that gets keys and script commands.
    var topScreen: (any DiscoverScreen)? { navigator.top.view }

    /// The route on top.
    var topRoute: AppRoute { navigator.top.route }

    /// Whether a user is signed in.
    var isSignedIn: Bool { session.user != nil }

    /// Waits until every module on screen has finished the work it started, including
    /// modules that work put on screen (a login that lands on Home, which then loads).
    func settle() async {
        var settled: [ObjectIdentifier] = []
        repeat {
            let screens = navigator.state.allScreens
            settled = screens.map(ObjectIdentifier.init)
            for screen in screens {
                await screen.module?.settle()
            }
        } while navigator.state.allScreens.map(ObjectIdentifier.init) != settled
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
        navigator.navigate(commands)
        for text in searches {
            home?.search(text)
        }
    }

    // MARK: - AppCoordinating

    func userDidLogin(_ user: User) {
        session.signIn(user)
        navigator.navigate(.setRoot(.home))
        gate?.open()
    }

    func userDidLogout() {
        gate?.close()
        gate?.discardHeld()
        session.signOut()
        navigator.navigate(.setRoot(.login))
    }

    // MARK: - Screens

    /// The app's route table: builds the module for `route` with its builder from the
    /// container, keeping Home's input.
    private func makeModule(for route: AppRoute) throws -> Module<any DiscoverScreen, Void> {
        switch route {
        case .login:
            return try container.resolve(LoginBuilder.self).build()
        case .forgotPassword:
            return try container.resolve(ForgotPasswordBuilder.self).build()
        case .home:
            let module = try container.resolve(HomeBuilder.self).build()
            home = module.input
            return module.droppingInput()
        case .detail(let placeID):
            return try container.resolve(DetailBuilder.self).build(placeID)
        case .favorites:
            return try container.resolve(FavoritesBuilder.self).build()
        case .locationPicker(let request):
            return try container.resolve(LocationPickerBuilder.self).build(request)
        }
    }

    /// Attaches the screens `change` put on screen and asks for a redraw.
    private func screensChanged(_ change: NavigationChange<ModuleScreen<AppRoute, any DiscoverScreen>>) {
        let before = Set(change.before.allScreens.map(ObjectIdentifier.init))
        for screen in change.after.allScreens where !before.contains(ObjectIdentifier(screen)) {
            attach(screen)
        }
        needsDisplay?()
    }

    private func attach(_ screen: ModuleScreen<AppRoute, any DiscoverScreen>) {
        guard let view = screen.view else { return }
        view.needsDisplay = { [weak self] in self?.needsDisplay?() }
        view.attach()
    }

    private func show(notice: String) {
        self.notice = notice
        needsDisplay?()
    }
}
