import Testing
import VIPER

@MainActor
@Suite("TranslatingNavigator")
struct TranslatingNavigatorTests {
    /// The routes of a module that cannot name the app's route type.
    enum ProfileRoute: Equatable {
        case detail(Int)
        case settings
    }

    /// Where each of the module's routes leads in the app.
    static func appRoute(_ route: ProfileRoute) -> AppRoute {
        switch route {
        case .detail(let id): .detail(id: id)
        case .settings: .settings
        }
    }

    @Test("commands reach the app's navigator with their routes translated; commands without a route pass as they are")
    func translatesRoutes() throws {
        let app = ScreenStack(root: AppRoute.home)
        let profile = app.translating(Self.appRoute)
        try profile.push(.detail(7))
        try profile.present(.settings, style: .fullScreen)
        #expect(app.state.top == .settings)
        try profile.dismiss()
        #expect(app.state == (try NavigationState(root: .home).applying(.push(.detail(id: 7)))))
        try profile.pop()
        #expect(app.state == NavigationState(root: .home))
    }

    @Test("a list is handed over as one list, so the app's navigator applies it all or not at all")
    func listsStayWhole() {
        let app = ScreenStack(root: AppRoute.home)
        let profile = app.translating(Self.appRoute)
        #expect(throws: NavigationError.cannotPopRoot) { try profile.perform([.push(.detail(1)), .pop, .pop]) }
        #expect(app.state == NavigationState(root: .home))
    }

    @Test("a refused navigate goes to the app navigator's refusal handler, not to the router")
    func refusalsReachTheApp() {
        let app = ScreenStack(root: AppRoute.home)
        var refusals: [NavigationError] = []
        app.onRefusal = { refusals.append($0) }
        let profile = app.translating(Self.appRoute)
        profile.navigate(.dismiss)
        #expect(refusals == [.nothingPresented])
        profile.report(.noTabs)
        #expect(refusals == [.nothingPresented, .noTabs])
    }

    @Test("it holds the app's navigator weakly; once that is gone, commands do nothing")
    func holdsTheAppWeakly() throws {
        var app: ScreenStack<AppRoute>? = ScreenStack(root: AppRoute.home)
        weak let released = app
        let profile = app!.translating(Self.appRoute)
        app = nil
        #expect(released == nil)
        try profile.push(.detail(1))
        profile.navigate(.pop)
    }
}
