extension BuiltInTemplate {
    /// `<Module>Models.swift`: the module's entity, view state, domain error and routes.
    static let models = TemplateFile(
        path: "sources/Entity/{{Module}}Models.swift.tpl",
        text: #"""
            {{#if header}}
            {{header}}

            {{/if}}
            import VIPER

            /// One thing the {{Module}} screen lists; replace its fields with the module's real entity.
            struct {{Module}}Item: Equatable, Sendable, Identifiable {
                /// A stable identity.
                let id: String
                /// What the screen shows for the item.
                let title: String
            }

            /// What the {{Module}} screen shows: loading, the items, nothing, or a failure message.
            typealias {{Module}}ViewState = ViewState<[{{Module}}Item], String>

            /// Why loading failed, in domain terms; the presenter turns it into words.
            enum {{Module}}Error: Error, Equatable, Sendable {
                /// The service could not be reached.
                case network
                /// The service answered but has nothing for this module right now.
                case unavailable
            }

            /// Where the {{Module}} screen can lead, as the module's parent receives it.
            enum {{Module}}Route: Equatable, Sendable {
                /// The detail of an item.
                case detail({{Module}}Item)
            }

            """#)
}
