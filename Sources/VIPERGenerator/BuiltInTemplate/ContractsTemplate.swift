extension BuiltInTemplate {
    /// `<Module>Contracts.swift`: the protocols between the module's roles, its service
    /// boundary and the dependencies its assembly takes.
    static let contracts = TemplateFile(
        path: "sources/{{Module}}Contracts.swift.tpl",
        text: #"""
            {{#if header}}
            {{header}}

            {{/if}}
            import VIPER

            // The {{Module}} module's boundaries.
            // View → Presenter → Interactor → Presenter → View / Router.

            /// The {{Module}} screen: shows one ``{{Module}}ViewState`` at a time and forwards the user's intents.
            @MainActor
            protocol {{Module}}View: StateRendering where State == {{Module}}ViewState {}

            /// What the {{Module}} screen's user can do.
            @MainActor
            protocol {{Module}}Presentation: AnyObject {
                /// The screen appeared: loads its items.
                func viewDidLoad()
                /// The user asked to try again after a failure.
                func didTapRetry()
                /// The user picked `item`.
                func didSelect(_ item: {{Module}}Item)
            }

            /// The {{Module}} use case: loads the items the screen lists.
            @MainActor
            protocol {{Module}}UseCase: AnyObject {
                /// Loads the items; the outcome arrives on ``{{Module}}InteractorOutput``.
                func loadItems()
            }

            /// Where the interactor reports the outcome of ``{{Module}}UseCase/loadItems()``.
            @MainActor
            protocol {{Module}}InteractorOutput: AnyObject {
                /// The items were loaded (there may be none).
                func itemsLoaded(_ items: [{{Module}}Item])
                /// Loading failed.
                func itemsFailed(_ error: {{Module}}Error)
            }

            /// Where the {{Module}} screen can lead.
            ///
            /// The router navigates on the module's own `{{Module}}Route`s; whoever builds the module
            /// decides where each leads in the app (`navigator.translating { … }`).
            @MainActor
            protocol {{Module}}Routing: AnyObject {
                /// Leads to the detail of `item`.
                func routeToDetail(of item: {{Module}}Item)
            }

            /// Where the interactor gets its items: implement it with your service or repository.
            protocol {{Module}}Servicing: Sendable {
                /// The items to list.
                func fetchItems() async throws({{Module}}Error) -> [{{Module}}Item]
            }

            /// What the {{Module}} module needs from whoever builds it.
            struct {{Module}}Dependencies {
                /// The source of the module's items.
                let service: any {{Module}}Servicing
                /// Where the module's routes go: in the app, `navigator.translating { route in … }`,
                /// turning each `{{Module}}Route` into one of the app's routes; in tests, a
                /// `NavigationRecorder`.
                let navigator: any Navigating<{{Module}}Route>
            }

            """#)
}
