// What the Navigation article's examples rely on without showing it.

struct LocationPickerInput: Equatable, Sendable { let current: String? }
struct LocationChoice: Equatable, Sendable { let name: String }

@MainActor protocol LoginRouting: AnyObject {
    func routeToHome()
    func routeToForgotPassword()
}

@MainActor protocol Screen: AnyObject {}
@MainActor final class PlainScreen: Screen {}

@MainActor func plainModule() -> Module<any Screen, Void> {
    let view = PlainScreen()
    return Module(view: view, objects: [.view: view])
}

struct LoginBuilder: ModuleBuilder { func build(_: Void) -> Module<any Screen, Void> { plainModule() } }
struct ForgotPasswordBuilder: ModuleBuilder { func build(_: Void) -> Module<any Screen, Void> { plainModule() } }
struct HomeBuilder: ModuleBuilder { func build(_: Void) -> Module<any Screen, Void> { plainModule() } }
struct DetailBuilder: ModuleBuilder { func build(_ id: Int) -> Module<any Screen, Void> { plainModule() } }
struct LocationPickerBuilder: ModuleBuilder {
    func build(_ request: ModuleRequest<LocationPickerInput, LocationChoice>) -> Module<any Screen, Void> { plainModule() }
}

let container = Container()
@MainActor let scope = ModuleScope()
@MainActor final class StatusLine { func show(_ text: String) {} }
@MainActor let statusLine = StatusLine()
@MainActor let navigator = ModuleNavigator<AppRoute, any Screen>(root: .login) { _ in plainModule() }
