extension BuiltInTemplate {
    /// `<Module>Presenter.swift`: turns intents into use-case calls and outcomes into states and routes.
    static let presenter = TemplateFile(
        path: "sources/Presenter/{{Module}}Presenter.swift.tpl",
        text: #"""
            {{#if header}}
            {{header}}

            {{/if}}
            import VIPER

            /// Turns {{Module}} intents into use-case calls, and outcomes into view states and routes.
            @MainActor
            final class {{Module}}Presenter: {{Module}}Presentation {
                private weak var view: (any {{Module}}View)?
                private let interactor: any {{Module}}UseCase
                private let router: any {{Module}}Routing

                /// A presenter for `view`; the view is held weakly, as the view owns the presenter.
                init(view: any {{Module}}View, interactor: any {{Module}}UseCase, router: any {{Module}}Routing) {
                    self.view = view
                    self.interactor = interactor
                    self.router = router
                }

                func viewDidLoad() {
                    load()
                }

                func didTapRetry() {
                    load()
                }

                func didSelect(_ item: {{Module}}Item) {
                    router.routeToDetail(of: item)
                }

                private func load() {
                    view?.render(.loading)
                    interactor.loadItems()
                }
            }

            extension {{Module}}Presenter: {{Module}}InteractorOutput {
                func itemsLoaded(_ items: [{{Module}}Item]) {
                    view?.render(.from(items))
                }

                func itemsFailed(_ error: {{Module}}Error) {
                    view?.render(.failure(Self.message(for: error)))
                }

                /// The user-facing text for `error`.
                static func message(for error: {{Module}}Error) -> String {
                    switch error {
                    case .network:
                        "Network error. Please try again."
                    case .unavailable:
                        "{{Module}} is not available right now."
                    }
                }
            }

            """#)
}
