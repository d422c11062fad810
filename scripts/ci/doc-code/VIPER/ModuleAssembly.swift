// What the ModuleAssembly article's examples rely on without showing it: the Login
// module's parts, and a location picker's.

protocol AuthServicing: Sendable {}
struct AuthService: AuthServicing {}

struct LocationPickerInput: Equatable, Sendable { let current: LocationChoice? }
struct LocationChoice: Equatable, Sendable { let name: String }

enum AppRoute: Hashable, Sendable {
    case login
    case locationPicker(ModuleRequest<LocationPickerInput, LocationChoice>)
}

@MainActor final class LoginView { var presenter: LoginPresenter? }
@MainActor final class LoginInteractor {
    weak var output: LoginPresenter?
    init(authService: any AuthServicing, scope: ModuleScope = ModuleScope()) {}
}
@MainActor final class LoginRouter { init(navigator: any Navigating<AppRoute>) {} }
@MainActor final class LoginPresenter {
    init(view: LoginView, interactor: LoginInteractor, router: LoginRouter) {}
}

struct LocationPickerBuilder: ModuleBuilder {
    func build(_ request: ModuleRequest<LocationPickerInput, LocationChoice>) -> Module<LoginView, Void> {
        Module(view: LoginView())
    }
}

@MainActor final class HomeRouter { weak var navigator: (any Navigating<AppRoute>)? }
@MainActor final class HomePresenter {
    let router = HomeRouter()
    var location: LocationChoice?
    func didPickLocation(_ choice: LocationChoice) { location = choice }
}

struct ServicesAssembly: Assembly {
    func assemble(into container: Container) {
        container.register((any AuthServicing).self) { _ in AuthService() }
        container.registerOnMainActor((any Navigating<AppRoute>).self) { _ in ScreenStack(root: AppRoute.login) }
    }
}
struct HomeAssembly: Assembly { func assemble(into container: Container) {} }
let container = Container()
