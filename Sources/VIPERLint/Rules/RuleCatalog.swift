/// Every rule `viper lint` knows, in the order they are listed and run.
public enum RuleCatalog {
    static let rules: [any Rule] = [
        PresenterWeakView(), InteractorWeakOutput(), RouterWeakView(), NoUIImportInLogic(),
        ViewTalksToPresenterOnly(), NavigationInRouter(), ProtocolTypedDependencies(),
        WeakSelfInEscapingClosures(), ModuleWiring(), ModuleIsolation(), ContractsFile(), RoleNaming(),
        ParseError(),
    ]

    /// The descriptions of all rules, for `--list-rules`, `--explain` and documentation.
    public static var descriptions: [RuleDescription] { rules.map(\.description) }

    /// The ids of all rules, in the same order.
    static let ids = rules.map(\.description.id)

    /// The description of the rule with `id`, or nil when there is none.
    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
