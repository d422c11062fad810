extension BuiltInTemplate {
    /// `<Module>Builder.swift`, only with `--assembly builder`: a struct conforming to `ModuleBuilder`,
    /// made once with the module's dependencies, whose `build()` makes each module.
    static let builder = TemplateFile(
        path: "sources/Router/{{Module}}Builder.swift.tpl",
        text: #"""
            {{#if assembly == "builder"}}
            {{#if header}}
            {{header}}

            {{/if}}
            import VIPER

            /// Creates {{Module}} modules, holding what every one of them needs; each build makes the
            /// module's objects and wires them: constructor injection for what each needs, property
            /// injection for the back-references.
            struct {{Module}}Builder: ModuleBuilder {
                let dependencies: {{Module}}Dependencies

                func build(_: Void) -> Module<{{Module}}Screen, Void> {
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
