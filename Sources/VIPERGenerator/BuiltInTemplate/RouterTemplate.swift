extension BuiltInTemplate {
    /// `<Module>Router.swift`: reports routes to the module's parent; with `--assembly router`
    /// it also builds the module.
    static let router = TemplateFile(path: "sources/Router/{{Module}}Router.swift.tpl", text: #"""
        {{#if header}}
        {{header}}

        {{/if}}
        import VIPER

        /// Leads away from the {{Module}} screen by reporting each route to the module's parent.
        @MainActor
        final class {{Module}}Router: {{Module}}Routing {
            private let routes: ModuleOutput<{{Module}}Route>

            /// A router that reports every route through `routes`.
            init(routes: ModuleOutput<{{Module}}Route>) {
                self.routes = routes
            }

            func routeToDetail(of item: {{Module}}Item) {
                routes.send(.detail(item))
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
                let router = {{Module}}Router(routes: dependencies.routes)
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
