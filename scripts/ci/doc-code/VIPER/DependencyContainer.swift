// What the DependencyContainer article's examples rely on without showing it.

enum AuthError: Error { case invalidCredentials }
protocol AuthServicing: Sendable {}
struct AuthService: AuthServicing {}
struct AuthServiceStub: AuthServicing { let result: Result<String, AuthError> }

final class LoginInteractor: Sendable { init(auth: any AuthServicing) {} }
final class LoginRouter: Sendable {}
protocol LoginPresentation: AnyObject {}
final class LoginPresenter: LoginPresentation {
    init(interactor: LoginInteractor, router: LoginRouter) {}
}

struct POIID: Hashable, Sendable {
    let raw: String
    init(_ raw: String) { self.raw = raw }
}
protocol PlaceRepository: Sendable {}
struct DetailUseCase { init(poiID: POIID, repository: any PlaceRepository) {} }
struct SearchUseCase { init(query: String, page: Int, repository: any PlaceRepository) {} }
protocol DetailPresentation: AnyObject {}
@MainActor final class DetailPresenter: DetailPresentation { init(poiID: POIID, interactor: DetailUseCase) {} }

struct NetworkAssembly: Assembly { func assemble(into container: Container) {} }
struct DiscoverAssembly: Assembly { func assemble(into container: Container) {} }
enum AppContainer { static func make() -> Container { Container() } }

let container = Container()
let appContainer = Container()
