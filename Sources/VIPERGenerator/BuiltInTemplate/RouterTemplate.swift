extension BuiltInTemplate {
    /// `<Module>Router.swift`: navigates on the module's routes; with `--assembly router` it
    /// also builds the module.
    static let router = TemplateFile(
        path: "sources/Router/{{Module}}Router.swift.tpl",
        text: #"""
            {{#if header}}
            {{header}}

            {{/if}}
            import VIPER

            /// Leads away from the {{Module}} screen through the navigator the module was built with.
            @MainActor
            final class {{Module}}Router: {{Module}}Routing {
                /// Strong: it is made for this module (`translating` holds the app's navigator
                /// weakly, and a test's recorder owns no screen), so holding it makes no cycle.
                private let navigator: any Navigating<{{Module}}Route>

                /// A router that navigates through `navigator`.
                init(navigator: any Navigating<{{Module}}Route>) {
                    self.navigator = navigator
                }

                func routeToDetail(of item: {{Module}}Item) {
                    navigator.navigate(.push(.detail(item)))
                }
            }
            {{#if assembly == "router"}}

            extension {{Module}}Router {
                /// Creates the {{Module}} module's objects and wires them: constructor injection for
                /// what each needs, property injection for the back-references.
                static func build(_ dependencies: {{Module}}Dependencies) -> Module<{{Module}}Screen, Void> {
                    let view = {{Module}}Screen()
                    let scope = ModuleScope()
                    let interactor = {{Module}}Interactor(service: dependencies.service, scope: scope)
                    let router = {{Module}}Router(navigator: dependencies.navigator)
                    let presenter = {{Module}}Presenter(view: view, interactor: interactor, router: router)
                    view.presenter = presenter
                    interactor.output = presenter
                    return Module(view: view, scope: scope, objects: [
                        .view: view, .presenter: presenter, .interactor: interactor, .router: router,
                    ])
                }
            }
            {{/if}}

            """#)
}
