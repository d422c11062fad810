extension BuiltInTemplate {
    /// `<Module>Builder.swift`, only with `--assembly builder`: a type conforming to `ModuleBuilder`.
    static let builder = TemplateFile(path: "sources/Router/{{Module}}Builder.swift.tpl", text: #"""
        {{#if assembly == "builder"}}
        {{#if header}}
        {{header}}

        {{/if}}
        import VIPER

        /// Creates the {{Module}} module's objects and wires them: constructor injection for
        /// what each needs, property injection for the back-references.
        enum {{Module}}Builder: ModuleBuilder {
            static func build(_ dependencies: {{Module}}Dependencies) -> Module<{{Module}}Screen, Void> {
                let view = {{Module}}Screen()
                let interactor = {{Module}}Interactor(service: dependencies.service)
                let router = {{Module}}Router(routes: dependencies.routes)
                let presenter = {{Module}}Presenter(view: view, interactor: interactor, router: router)
                view.presenter = presenter
                interactor.output = presenter
                return Module(view: view)
            }
        }
        {{/if}}

        """#)
}
