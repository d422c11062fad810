import Foundation
import VIPER

/// Assembles the Login module: constructor injection for what each object needs,
/// property injection for the back-references.
@MainActor
struct LoginBuilder: ModuleBuilder {
    /// Signs users in.
    let auth: any AuthServicing
    /// Where Forgot password is pushed.
    let navigator: any Navigating<AppRoute>
    /// Where a successful sign-in is reported.
    let coordinator: any AppCoordinating
    /// The current time, which a lockout's minutes left are counted from.
    let now: @Sendable () -> Date

    func build(_: Void) -> Module<any DiscoverScreen, Void> {
        let view = LoginScreen()
        let scope = ModuleScope()
        let interactor = LoginInteractor(authService: auth, scope: scope, now: now)
        let router = LoginRouter(navigator: navigator, coordinator: coordinator)
        let presenter = LoginPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        return Module(
            view: view, scope: scope,
            objects: [
                .view: view, .presenter: presenter, .interactor: interactor, .router: router,
            ])
    }
}
