import Testing
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Login router")
struct LoginRouterTests {
    let coordinator = AppCoordinatorSpy()

    @Test("Home is reached through the coordinator, which replaces the stack")
    func homeGoesThroughCoordinator() {
        let navigator = NavigationRecorder<AppRoute>()
        let router = LoginRouter(navigator: navigator, coordinator: coordinator)
        router.routeToHome(user: .ada)
        expectRecorded(coordinator.events, [.login(.ada)])
        #expect(navigator.commands.isEmpty)
    }

    @Test("Forgot password is pushed on top of Login")
    func forgotPasswordIsPushed() {
        let navigator = NavigationRecorder(tracking: ScreenStack(root: AppRoute.login))
        let router = LoginRouter(navigator: navigator, coordinator: coordinator)
        router.routeToForgotPassword()
        expectRecorded(navigator.commands, [.push(.forgotPassword)])
        #expect(navigator.stack?.state.stack == [.login, .forgotPassword])
        #expect(navigator.refusals.isEmpty)
    }
}

@MainActor
@Suite("Forgot password router")
struct ForgotPasswordRouterTests {
    @Test("back pops to Login")
    func backPops() {
        let stack = ScreenStack(root: AppRoute.login)
        try? stack.push(.forgotPassword)
        let navigator = NavigationRecorder(tracking: stack)
        ForgotPasswordRouter(navigator: navigator).routeBack()
        #expect(stack.state.stack == [.login])
        #expect(navigator.refusals.isEmpty)
    }

    @Test("a refused pop is reported to the navigator, not swallowed")
    func refusedPopIsReported() {
        let navigator = NavigationRecorder(tracking: ScreenStack(root: AppRoute.forgotPassword))
        ForgotPasswordRouter(navigator: navigator).routeBack()
        expectRecorded(navigator.refusals, [.cannotPopRoot])
    }
}
