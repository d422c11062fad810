import VIPER
import VIPERTesting
import XCTest
@testable import Greeting

final class GreetingViewSpy: RenderSpy<ViewState<Greeting, String>>, GreetingView {}

final class GreetingServiceStub: GreetingService {
    let gate = AsyncGate()
    let fails: Bool

    init(fails: Bool = false) { self.fails = fails }

    func greeting(for name: String) async throws -> Greeting {
        await gate.wait()
        if fails { throw CancellationError() }
        return Greeting(text: "Hello, \(name)!")
    }
}

@MainActor
final class GreetingTests: XCTestCase {
    func testPresenterRendersLoadingThenTheGreeting() async {
        let view = GreetingViewSpy()
        let service = GreetingServiceStub()
        let interactor = GreetingInteractor(service: service)
        let presenter = GreetingPresenter(
            view: view, interactor: interactor, router: GreetingRouter(navigator: NavigationRecorder()), name: "Ada")
        interactor.output = presenter
        presenter.viewDidLoad()
        expectRecorded(view.states, [.loading])
        service.gate.open()
        await interactor.scope.settle()
        expectRecorded(view.states, [.loading, .content(Greeting(text: "Hello, Ada!"))])
    }

    func testAFailureIsRendered() async {
        let view = GreetingViewSpy()
        let service = GreetingServiceStub(fails: true)
        let interactor = GreetingInteractor(service: service)
        let presenter = GreetingPresenter(
            view: view, interactor: interactor, router: GreetingRouter(navigator: NavigationRecorder()), name: "Ada")
        interactor.output = presenter
        service.gate.open()
        presenter.viewDidLoad()
        await interactor.scope.settle()
        XCTAssertEqual(view.current, .failure("Could not greet Ada."))
    }

    func testDetailsArePushed() {
        let navigator = NavigationRecorder(tracking: ScreenStack(root: GreetingRoute.greeting(name: "Ada")))
        GreetingRouter(navigator: navigator).routeToDetails(name: "Ada")
        expectRecorded(navigator.commands, [.push(.details(name: "Ada"))])
        XCTAssertTrue(navigator.refusals.isEmpty)
    }

    func testTheContainerResolvesTheBuilderAndTheModuleDeallocates() async throws {
        let navigator = NavigationRecorder<GreetingRoute>()
        let container = Container()
        container.register(GreetingService.self) { _ in GreetingServiceStub() }
        container.registerOnMainActor((any Navigating<GreetingRoute>).self) { _ in navigator }
        container.apply(GreetingAssembly())
        let report = container.verify()
        XCTAssertTrue(report.isSuccess, "\(report)")
        let builder = try container.resolve(GreetingBuilder.self)
        await expectModuleDeallocates {
            let module = builder.build("Ada")
            module.input.viewDidLoad()
            return TrackedModule(module)
        }
    }

    func testTheNavigatorBuildsAndEndsModules() throws {
        let builder = GreetingBuilder(service: GreetingServiceStub(), navigator: NavigationRecorder())
        let navigator = ModuleNavigator<GreetingRoute, GreetingScreen>(root: .greeting(name: "Ada")) { route in
            switch route {
            case .greeting(let name), .details(let name): return builder.build(name).droppingInput()
            }
        }
        try navigator.start()
        try navigator.push(.details(name: "Ada"))
        let details = try XCTUnwrap(navigator.top.module)
        try navigator.pop()
        XCTAssertTrue(details.scope.isDetached)
    }
}
