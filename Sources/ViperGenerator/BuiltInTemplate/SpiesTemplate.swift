extension BuiltInTemplate {
    /// `<Module>Spies.swift`: a spy for every contract protocol and a stub service, for both
    /// test frameworks.
    static let spies = TemplateFile(path: "tests/{{Module}}Spies.swift.tpl", text: #"""
        {{#if header}}
        {{header}}

        {{/if}}
        import VIPER
        import VIPERTesting
        @testable import {{target}}

        /// Records every state the presenter renders.
        final class {{Module}}ViewSpy: RenderSpy<{{Module}}ViewState>, {{Module}}View {}

        /// Records every intent a view sends to its presenter.
        @MainActor
        final class {{Module}}PresentationSpy: {{Module}}Presentation {
            enum Call: Equatable {
                case viewDidLoad
                case didTapRetry
                case didSelect({{Module}}Item)
            }
            let calls = Recorder<Call>()

            func viewDidLoad() { calls.record(.viewDidLoad) }
            func didTapRetry() { calls.record(.didTapRetry) }
            func didSelect(_ item: {{Module}}Item) { calls.record(.didSelect(item)) }
        }

        /// Records every use-case call the presenter makes.
        @MainActor
        final class {{Module}}UseCaseSpy: {{Module}}UseCase {
            enum Call: Equatable {
                case loadItems
            }
            let calls = Recorder<Call>()

            func loadItems() { calls.record(.loadItems) }
        }

        /// Records every outcome the interactor reports.
        @MainActor
        final class {{Module}}InteractorOutputSpy: {{Module}}InteractorOutput {
            enum Event: Equatable {
                case loaded([{{Module}}Item])
                case failed({{Module}}Error)
            }
            let events = Recorder<Event>()

            func itemsLoaded(_ items: [{{Module}}Item]) { events.record(.loaded(items)) }
            func itemsFailed(_ error: {{Module}}Error) { events.record(.failed(error)) }
        }

        /// Records every route the presenter asks for.
        @MainActor
        final class {{Module}}RouterSpy: {{Module}}Routing {
            let routes = Recorder<{{Module}}Route>()

            func routeToDetail(of item: {{Module}}Item) { routes.record(.detail(item)) }
        }

        /// A service whose answer the test chooses; records every fetch.
        final class {{Module}}ServiceStub: {{Module}}Servicing {
            enum Call: Equatable, Sendable {
                case fetchItems
            }
            let calls = Recorder<Call>()
            private let answer: Result<[{{Module}}Item], {{Module}}Error>

            init(answer: Result<[{{Module}}Item], {{Module}}Error>) {
                self.answer = answer
            }

            func fetchItems() async throws({{Module}}Error) -> [{{Module}}Item] {
                calls.record(.fetchItems)
                return try answer.get()
            }
        }

        extension {{Module}}Item {
            static let sample = {{Module}}Item(id: "1", title: "First")
        }

        """#)
}
