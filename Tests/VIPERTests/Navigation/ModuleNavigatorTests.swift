import Testing
import VIPER

/// A module's view, as a view controller or terminal screen would be.
@MainActor
final class RouteView {
    let route: AppRoute
    init(route: AppRoute) { self.route = route }
}

/// Builds a module per route, counting builds, failing for the routes it is told to.
@MainActor
final class ModuleFactory {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String { "no builder registered" }
    }

    private(set) var built: [AppRoute] = []
    var failing: Set<AppRoute> = []

    func build(_ route: AppRoute) throws -> Module<RouteView, Void> {
        if failing.contains(route) { throw Unavailable() }
        built.append(route)
        let view = RouteView(route: route)
        return Module(view: view, objects: [.view: view])
    }

    func navigator(root: AppRoute = .login) -> ModuleNavigator<AppRoute, RouteView> {
        ModuleNavigator(root: root) { [unowned self] route in try self.build(route) }
    }
}

@MainActor
@Suite("ModuleNavigator")
struct ModuleNavigatorTests {
    let factory = ModuleFactory()

    @Test("nothing is built before start; start builds the root's module")
    func startBuildsRoot() throws {
        let navigator = factory.navigator()
        #expect(factory.built.isEmpty)
        #expect(navigator.top.module == nil)
        try navigator.start()
        #expect(factory.built == [.login])
        #expect(navigator.top.view?.route == .login)
    }

    @Test("a command before start builds the root with the new screens")
    func commandBeforeStart() throws {
        let navigator = factory.navigator()
        try navigator.push(.forgotPassword)
        #expect(factory.built == [.login, .forgotPassword])
    }

    @Test("a pushed route gets its module; popping it detaches its scope and releases it")
    func popEndsModule() throws {
        let navigator = factory.navigator(root: .home)
        try navigator.start()
        try navigator.push(.detail(id: 2))
        let detail = try #require(navigator.top.module)
        weak let view = detail.view
        #expect(!detail.scope.isDetached)
        try navigator.pop()
        #expect(detail.scope.isDetached)
        #expect(navigator.state.allScreens.map(\.route) == [.home])
        _ = consume detail
        #expect(view == nil, "the popped module's view outlived its pop")
    }

    @Test("setRoot ends every module that was on screen, presented layers included")
    func setRootEndsAll() throws {
        let navigator = factory.navigator(root: .home)
        try navigator.start()
        try navigator.perform([.push(.favorites), .present(.settings, style: .sheet)])
        let scopes = navigator.state.allScreens.compactMap { $0.module?.scope }
        #expect(scopes.count == 3)
        try navigator.setRoot(.login)
        #expect(scopes.allSatisfy { $0.isDetached })
        #expect(navigator.state.allScreens.map(\.route) == [.login])
    }

    @Test("a rejected list of commands changes nothing and builds nothing")
    func rejectedListIsAtomic() throws {
        let navigator = factory.navigator(root: .home)
        try navigator.start()
        let root = navigator.top
        #expect(throws: NavigationError.nothingPresented) { try navigator.perform([.push(.favorites), .dismiss]) }
        #expect(navigator.top === root)
        #expect(factory.built == [.home])
    }

    @Test("a module that cannot be built rejects the list with the route and reason; modules built for it are ended")
    func unbuildableModule() throws {
        let navigator = factory.navigator(root: .home)
        try navigator.start()
        factory.failing = [.detail(id: 9)]
        var built: [Module<RouteView, Void>] = []
        let observation = navigator.observe { change in built += change.after.allScreens.compactMap(\.module) }
        #expect(throws: NavigationError.moduleUnavailable(route: "detail(id: 9)", reason: "no builder registered")) {
            try navigator.perform([.push(.favorites), .push(.detail(id: 9))])
        }
        #expect(navigator.state.allScreens.map(\.route) == [.home])
        #expect(built.isEmpty)
        #expect(factory.built == [.home, .favorites])
        observation.cancel()
    }

    @Test("a screen a list both adds and removes is never built")
    func transientScreenIsNotBuilt() throws {
        let navigator = factory.navigator(root: .home)
        try navigator.start()
        try navigator.perform([.push(.favorites), .pop, .push(.detail(id: 1))])
        #expect(factory.built == [.home, .detail(id: 1)])
    }

    @Test("observers see each change once the new modules are built and the removed ones ended")
    func observersSeeBuiltModules() throws {
        let navigator = factory.navigator(root: .home)
        try navigator.start()
        try navigator.push(.detail(id: 1))
        var seen: [(top: AppRoute?, removedDetached: Bool)] = []
        let observation = navigator.observe { change in
            let removed = change.before.allScreens.filter { screen in !change.after.allScreens.contains { $0 === screen } }
            seen.append((change.after.top.view?.route, removed.allSatisfy { $0.module == nil }))
        }
        try navigator.perform([.pop, .push(.favorites)])
        #expect(seen.map(\.top) == [.home, .favorites])
        #expect(seen.allSatisfy { $0.removedDetached })
        observation.cancel()
    }

    @Test("navigate hands a refusal to onRefusal instead of throwing")
    func navigateReportsRefusal() throws {
        let navigator = factory.navigator(root: .home)
        try navigator.start()
        var refusals: [NavigationError] = []
        navigator.onRefusal = { refusals.append($0) }
        navigator.navigate(.pop)
        navigator.navigate(.push(.favorites))
        #expect(refusals == [.cannotPopRoot])
        #expect(navigator.top.route == .favorites)
    }

    @Test("a router written against Navigating runs unchanged on the navigator")
    func routerThroughProtocol() throws {
        let navigator = factory.navigator()
        try navigator.start()
        let router = ExampleLoginRouter(navigator: navigator)
        router.routeToForgotPassword()
        router.routeToHome()
        #expect(navigator.state.allScreens.map(\.route) == [.home])
    }
}

/// A Login router written against the `Navigating` protocol, as routers are.
@MainActor
final class ExampleLoginRouter {
    private weak var navigator: (any Navigating<AppRoute>)?

    init(navigator: any Navigating<AppRoute>) { self.navigator = navigator }

    func routeToHome() { navigator?.navigate(.setRoot(.home)) }
    func routeToForgotPassword() { navigator?.navigate(.push(.forgotPassword)) }
}
