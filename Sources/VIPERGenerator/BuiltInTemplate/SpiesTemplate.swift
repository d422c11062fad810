extension BuiltInTemplate {
    /// `<Module>Spies.swift`: a spy for every contract protocol, as `viper mocks` writes it
    /// (VIPERMocksTests' "viper new spies" test keeps the two identical), plus the test data
    /// and conveniences the generated tests use.
    static let spies = TemplateFile(path: "tests/{{Module}}Spies.swift.tpl", text: #"""
        {{#if header}}
        {{header}}

        {{/if}}
        import Foundation
        import VIPER
        import VIPERTesting
        @testable import {{target}}

        // The spies are what `viper mocks` writes for {{Module}}Contracts.swift (see docs/mocks.md).
        // When the contracts change, write them again with
        //   viper mocks <{{Module}}Contracts.swift> <VIPERKit>/Sources/VIPER/Module/StateRendering.swift \
        //       --protocol <each contract protocol> --testable-import {{target}}
        // and keep the extensions at the end of this file.

        /// A spy for `{{Module}}View`: records every call and returns stubbed values.
        @MainActor
        final class {{Module}}ViewSpy: {{Module}}View {
            typealias State = {{Module}}ViewState
            /// Every requirement called, in order, by Swift name (`name(label:)`).
            let invocations = Recorder<String>()

            // MARK: render(_:)

            /// The argument of every `render(_:)` call, oldest first.
            let renderCalls = Recorder<State>()
            func render(_ state: State) {
                invocations.record("render(_:)")
                renderCalls.record(state)
            }
        }

        /// A spy for `{{Module}}Presentation`: records every call and returns stubbed values.
        @MainActor
        final class {{Module}}PresentationSpy: {{Module}}Presentation {
            /// Every requirement called, in order, by Swift name (`name(label:)`).
            let invocations = Recorder<String>()

            // MARK: viewDidLoad()

            /// Every `viewDidLoad()` call, oldest first; `count` says how many.
            let viewDidLoadCalls = Recorder<Void>()
            func viewDidLoad() {
                invocations.record("viewDidLoad()")
                viewDidLoadCalls.record(())
            }

            // MARK: didTapRetry()

            /// Every `didTapRetry()` call, oldest first; `count` says how many.
            let didTapRetryCalls = Recorder<Void>()
            func didTapRetry() {
                invocations.record("didTapRetry()")
                didTapRetryCalls.record(())
            }

            // MARK: didSelect(_:)

            /// The argument of every `didSelect(_:)` call, oldest first.
            let didSelectCalls = Recorder<{{Module}}Item>()
            func didSelect(_ item: {{Module}}Item) {
                invocations.record("didSelect(_:)")
                didSelectCalls.record(item)
            }
        }

        /// A spy for `{{Module}}UseCase`: records every call and returns stubbed values.
        @MainActor
        final class {{Module}}UseCaseSpy: {{Module}}UseCase {
            /// Every requirement called, in order, by Swift name (`name(label:)`).
            let invocations = Recorder<String>()

            // MARK: loadItems()

            /// Every `loadItems()` call, oldest first; `count` says how many.
            let loadItemsCalls = Recorder<Void>()
            func loadItems() {
                invocations.record("loadItems()")
                loadItemsCalls.record(())
            }
        }

        /// A spy for `{{Module}}InteractorOutput`: records every call and returns stubbed values.
        @MainActor
        final class {{Module}}InteractorOutputSpy: {{Module}}InteractorOutput {
            /// Every requirement called, in order, by Swift name (`name(label:)`).
            let invocations = Recorder<String>()

            // MARK: itemsLoaded(_:)

            /// The argument of every `itemsLoaded(_:)` call, oldest first.
            let itemsLoadedCalls = Recorder<[{{Module}}Item]>()
            func itemsLoaded(_ items: [{{Module}}Item]) {
                invocations.record("itemsLoaded(_:)")
                itemsLoadedCalls.record(items)
            }

            // MARK: itemsFailed(_:)

            /// The argument of every `itemsFailed(_:)` call, oldest first.
            let itemsFailedCalls = Recorder<{{Module}}Error>()
            func itemsFailed(_ error: {{Module}}Error) {
                invocations.record("itemsFailed(_:)")
                itemsFailedCalls.record(error)
            }
        }

        /// A spy for `{{Module}}Routing`: records every call and returns stubbed values.
        @MainActor
        final class {{Module}}RoutingSpy: {{Module}}Routing {
            /// Every requirement called, in order, by Swift name (`name(label:)`).
            let invocations = Recorder<String>()

            // MARK: routeToDetail(of:)

            /// The argument of every `routeToDetail(of:)` call, oldest first.
            let routeToDetailCalls = Recorder<{{Module}}Item>()
            func routeToDetail(of item: {{Module}}Item) {
                invocations.record("routeToDetail(of:)")
                routeToDetailCalls.record(item)
            }
        }

        /// A spy for `{{Module}}Servicing`: records every call and returns stubbed values.
        final class {{Module}}ServicingSpy: {{Module}}Servicing, @unchecked Sendable {
            // Stubs go through a lock and recorders lock themselves: safe to share across tasks.
            private let lock = NSLock()
            /// Every requirement called, in order, by Swift name (`name(label:)`).
            let invocations = Recorder<String>()

            // MARK: fetchItems()

            /// Every `fetchItems()` call, oldest first; `count` says how many.
            let fetchItemsCalls = Recorder<Void>()
            /// When set, `fetchItems()` throws it.
            var fetchItemsError: {{Module}}Error? {
                get { lock.withLock { _fetchItemsError } }
                set { lock.withLock { _fetchItemsError = newValue } }
            }
            private var _fetchItemsError: {{Module}}Error? = nil
            /// What `fetchItems()` returns.
            var fetchItemsReturnValue: [{{Module}}Item] {
                get { lock.withLock { _fetchItemsReturnValue } }
                set { lock.withLock { _fetchItemsReturnValue = newValue } }
            }
            private var _fetchItemsReturnValue: [{{Module}}Item] = []
            func fetchItems() async throws({{Module}}Error) -> [{{Module}}Item] {
                invocations.record("fetchItems()")
                fetchItemsCalls.record(())
                if let error = fetchItemsError { throw error }
                return fetchItemsReturnValue
            }
        }

        extension {{Module}}ServicingSpy {
            /// A service spy that answers every fetch with `answer`.
            convenience init(answer: Result<[{{Module}}Item], {{Module}}Error>) {
                self.init()
                switch answer {
                case .success(let items): fetchItemsReturnValue = items
                case .failure(let error): fetchItemsError = error
                }
            }
        }

        extension {{Module}}Item {
            static let sample = {{Module}}Item(id: "1", title: "First")
        }

        """#)
}
