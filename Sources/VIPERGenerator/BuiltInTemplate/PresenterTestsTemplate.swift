extension BuiltInTemplate {
    /// `<Module>PresenterTests.swift`: every presenter path, and the whole loop with a real interactor.
    static let presenterTests = TemplateFile(
        path: "tests/{{Module}}PresenterTests.swift.tpl",
        text: #"""
            {{#if header}}
            {{header}}

            {{/if}}
            {{#if tests == "xctest"}}
            import XCTest
            import VIPERTesting
            @testable import {{target}}

            final class {{Module}}PresenterTests: XCTestCase {
                @MainActor
                private struct Fixture {
                    let view = {{Module}}ViewSpy()
                    let interactor = {{Module}}UseCaseSpy()
                    let router = {{Module}}RoutingSpy()
                    let presenter: {{Module}}Presenter

                    init() {
                        presenter = {{Module}}Presenter(view: view, interactor: interactor, router: router)
                    }
                }

                @MainActor
                func testViewDidLoadShowsLoadingAndAsksForItems() async {
                    let fixture = Fixture()
                    fixture.presenter.viewDidLoad()
                    expectRecorded(fixture.view.renderCalls, [.loading])
                    expectRecorded(fixture.interactor.invocations, ["loadItems()"])
                }

                @MainActor
                func testLoadedItemsAreShownAsContent() async {
                    let fixture = Fixture()
                    fixture.presenter.viewDidLoad()
                    fixture.presenter.itemsLoaded([.sample])
                    expectRecorded(fixture.view.renderCalls, [.loading, .content([.sample])])
                }

                @MainActor
                func testNoItemsShowTheEmptyState() async {
                    let fixture = Fixture()
                    fixture.presenter.itemsLoaded([])
                    expectRecorded(fixture.view.renderCalls, [.empty])
                }

                @MainActor
                func testFailuresShowTheirMessages() async {
                    let fixture = Fixture()
                    fixture.presenter.itemsFailed(.network)
                    fixture.presenter.itemsFailed(.unavailable)
                    expectRecorded(fixture.view.renderCalls, [
                        .failure("Network error. Please try again."),
                        .failure("{{Module}} is not available right now."),
                    ])
                }

                @MainActor
                func testRetryLoadsAgain() async {
                    let fixture = Fixture()
                    fixture.presenter.itemsFailed(.network)
                    fixture.presenter.didTapRetry()
                    expectRecorded(fixture.view.renderCalls, [.failure("Network error. Please try again."), .loading])
                    expectRecorded(fixture.interactor.invocations, ["loadItems()"])
                }

                @MainActor
                func testSelectingAnItemRoutesToItsDetail() async {
                    let fixture = Fixture()
                    fixture.presenter.didSelect(.sample)
                    expectRecorded(fixture.router.routeToDetailCalls, [.sample])
                    XCTAssertTrue(fixture.view.renderCalls.isEmpty)
                }

                @MainActor
                func testThePresenterDoesNotKeepItsViewAlive() async {
                    let fixture = Fixture()
                    var view: {{Module}}ViewSpy? = {{Module}}ViewSpy()
                    weak let weakView = view
                    let presenter = view.map {
                        {{Module}}Presenter(view: $0, interactor: fixture.interactor, router: fixture.router)
                    }
                    view = nil
                    XCTAssertNil(weakView)
                    presenter?.viewDidLoad()
                    expectRecorded(fixture.interactor.invocations, ["loadItems()"])
                }

                @MainActor
                func testTheLoopShowsLoadingThenTheServicesItems() async {
                    let view = {{Module}}ViewSpy()
                    let interactor = {{Module}}Interactor(service: {{Module}}ServicingSpy(answer: .success([.sample])))
                    let presenter = {{Module}}Presenter(view: view, interactor: interactor, router: {{Module}}RoutingSpy())
                    interactor.output = presenter
                    presenter.viewDidLoad()
                    await interactor.scope.settle()
                    expectRecorded(view.renderCalls, [.loading, .content([.sample])])
                }

                @MainActor
                func testTheLoopShowsLoadingThenTheFailureAsWords() async {
                    let view = {{Module}}ViewSpy()
                    let interactor = {{Module}}Interactor(service: {{Module}}ServicingSpy(answer: .failure(.network)))
                    let presenter = {{Module}}Presenter(view: view, interactor: interactor, router: {{Module}}RoutingSpy())
                    interactor.output = presenter
                    presenter.viewDidLoad()
                    await interactor.scope.settle()
                    expectRecorded(view.renderCalls, [.loading, .failure("Network error. Please try again.")])
                }
            }
            {{else}}
            import Testing
            import VIPERTesting
            @testable import {{target}}

            @MainActor
            @Suite("{{Module}} presenter")
            struct {{Module}}PresenterTests {
                let view = {{Module}}ViewSpy()
                let interactor = {{Module}}UseCaseSpy()
                let router = {{Module}}RoutingSpy()
                let presenter: {{Module}}Presenter

                init() {
                    presenter = {{Module}}Presenter(view: view, interactor: interactor, router: router)
                }

                @Test("viewDidLoad shows loading and asks the use case for items")
                func viewDidLoadShowsLoadingAndAsksForItems() {
                    presenter.viewDidLoad()
                    expectRecorded(view.renderCalls, [.loading])
                    expectRecorded(interactor.invocations, ["loadItems()"])
                }

                @Test("loaded items are shown as content")
                func loadedItemsAreShownAsContent() {
                    presenter.viewDidLoad()
                    presenter.itemsLoaded([.sample])
                    expectRecorded(view.renderCalls, [.loading, .content([.sample])])
                }

                @Test("no items show the empty state")
                func noItemsShowTheEmptyState() {
                    presenter.itemsLoaded([])
                    expectRecorded(view.renderCalls, [.empty])
                }

                @Test("failures show their user-facing messages")
                func failuresShowTheirMessages() {
                    presenter.itemsFailed(.network)
                    presenter.itemsFailed(.unavailable)
                    expectRecorded(view.renderCalls, [
                        .failure("Network error. Please try again."),
                        .failure("{{Module}} is not available right now."),
                    ])
                }

                @Test("retry after a failure loads again")
                func retryLoadsAgain() {
                    presenter.itemsFailed(.network)
                    presenter.didTapRetry()
                    expectRecorded(view.renderCalls, [.failure("Network error. Please try again."), .loading])
                    expectRecorded(interactor.invocations, ["loadItems()"])
                }

                @Test("selecting an item routes to its detail and renders nothing")
                func selectingAnItemRoutesToItsDetail() {
                    presenter.didSelect(.sample)
                    expectRecorded(router.routeToDetailCalls, [.sample])
                    #expect(view.renderCalls.isEmpty)
                }

                @Test("the presenter does not keep its view alive")
                func thePresenterDoesNotKeepItsViewAlive() {
                    var view: {{Module}}ViewSpy? = {{Module}}ViewSpy()
                    weak let weakView = view
                    let presenter = view.map {
                        {{Module}}Presenter(view: $0, interactor: interactor, router: router)
                    }
                    view = nil
                    #expect(weakView == nil)
                    presenter?.viewDidLoad()
                    expectRecorded(interactor.invocations, ["loadItems()"])
                }

                @Test("the loop: loading, then the service's items")
                func theLoopShowsLoadingThenTheServicesItems() async {
                    let interactor = {{Module}}Interactor(service: {{Module}}ServicingSpy(answer: .success([.sample])))
                    let presenter = {{Module}}Presenter(view: view, interactor: interactor, router: router)
                    interactor.output = presenter
                    presenter.viewDidLoad()
                    await interactor.scope.settle()
                    expectRecorded(view.renderCalls, [.loading, .content([.sample])])
                }

                @Test("the loop: loading, then the service's failure in words")
                func theLoopShowsLoadingThenTheFailureAsWords() async {
                    let interactor = {{Module}}Interactor(service: {{Module}}ServicingSpy(answer: .failure(.network)))
                    let presenter = {{Module}}Presenter(view: view, interactor: interactor, router: router)
                    interactor.output = presenter
                    presenter.viewDidLoad()
                    await interactor.scope.settle()
                    expectRecorded(view.renderCalls, [.loading, .failure("Network error. Please try again.")])
                }
            }
            {{/if}}

            """#)
}
