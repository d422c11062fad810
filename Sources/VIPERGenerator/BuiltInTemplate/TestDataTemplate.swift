extension BuiltInTemplate {
    /// `<Module>TestData.swift`: the sample data and spy conveniences the generated tests use,
    /// kept apart from `<Module>Spies.swift` so that file stays exactly what `viper mocks` writes.
    static let testData = TemplateFile(
        path: "tests/{{Module}}TestData.swift.tpl",
        text: #"""
            {{#if header}}
            {{header}}

            {{/if}}
            @testable import {{target}}

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
