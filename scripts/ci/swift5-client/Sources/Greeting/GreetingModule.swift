import VIPER

public final class GreetingInteractor: GreetingUseCase {
    public weak var output: GreetingInteractorOutput?
    public let scope: ModuleScope
    private let service: GreetingService

    public init(service: GreetingService, scope: ModuleScope = ModuleScope()) {
        self.service = service
        self.scope = scope
    }

    public func loadGreeting(for name: String) {
        let service = service
        scope.run { [weak self] in
            do {
                let greeting = try await service.greeting(for: name)
                self?.output?.greetingLoaded(greeting)
            } catch {
                self?.output?.greetingFailed()
            }
        }
    }
}

public final class GreetingPresenter: GreetingPresentation, GreetingInteractorOutput {
    private weak var view: (any GreetingView)?
    private let interactor: GreetingUseCase
    private let router: GreetingRouting
    private let name: String

    public init(view: any GreetingView, interactor: GreetingUseCase, router: GreetingRouting, name: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.name = name
    }

    public func viewDidLoad() {
        view?.render(.loading)
        interactor.loadGreeting(for: name)
    }

    public func didTapDetails() {
        router.routeToDetails(name: name)
    }

    public func greetingLoaded(_ greeting: Greeting) {
        view?.render(.content(greeting))
    }

    public func greetingFailed() {
        view?.render(.failure("Could not greet \(name)."))
    }
}

public final class GreetingRouter: GreetingRouting {
    private weak var navigator: (any Navigating<GreetingRoute>)?

    public init(navigator: any Navigating<GreetingRoute>) {
        self.navigator = navigator
    }

    public func routeToDetails(name: String) {
        navigator?.navigate(.push(.details(name: name)))
    }
}

/// The module's view: keeps the last state its presenter rendered.
public final class GreetingScreen: GreetingView {
    public var presenter: GreetingPresentation?
    public private(set) var state: ViewState<Greeting, String> = .idle

    public init() {}

    public func render(_ state: ViewState<Greeting, String>) {
        self.state = state
    }
}

public struct GreetingBuilder: ModuleBuilder {
    let service: GreetingService
    let navigator: any Navigating<GreetingRoute>

    public init(service: GreetingService, navigator: any Navigating<GreetingRoute>) {
        self.service = service
        self.navigator = navigator
    }

    public func build(_ name: String) -> Module<GreetingScreen, GreetingPresentation> {
        let view = GreetingScreen()
        let scope = ModuleScope()
        let interactor = GreetingInteractor(service: service, scope: scope)
        let router = GreetingRouter(navigator: navigator)
        let presenter = GreetingPresenter(view: view, interactor: interactor, router: router, name: name)
        view.presenter = presenter
        interactor.output = presenter
        return Module(
            view: view, input: presenter, scope: scope,
            objects: [
                .view: view, .presenter: presenter, .interactor: interactor, .router: router,
            ])
    }
}

public struct GreetingAssembly: Assembly {
    public init() {}

    public func assemble(into container: Container) {
        container.registerOnMainActor(GreetingBuilder.self) { r in
            GreetingBuilder(service: try r.resolve(), navigator: try r.resolve())
        }
    }
}
