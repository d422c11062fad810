import VIPERVocabulary

/// App-wide routers and builders that serve several modules: a `CoreRouter` that conforms to
/// `HomeRouter`, `DetailRouter` and `FavoritesRouter` is no module `Core` but the shared code
/// those modules navigate through, so its navigation is drawn from the modules that call it.
enum SharedRouters {
    /// The Routers and Builders named for a module with no Presenter or Interactor that conform
    /// (in their declaration or an extension) to the contracts of two or more modules that
    /// have one.
    static func types(in facts: NavigationFacts, naming: ModuleNaming) -> Set<String> {
        let withLogic = Set(
            facts.types.compactMap { type in
                naming.role(ofType: type.name).flatMap { $0.role == .presenter || $0.role == .interactor ? $0.module : nil }
            })
        var shared: Set<String> = []
        for type in facts.types where !type.isProtocol {
            guard let found = naming.role(ofType: type.name), found.role == .router || found.role == .builder,
                !withLogic.contains(found.module)
            else { continue }
            let conformances = type.inherited + (facts.extensionConformances[type.name] ?? [])
            let served = Set(conformances.compactMap { naming.vocabulary.contractRole(ofProtocol: $0)?.module }).intersection(withLogic)
            if served.count >= 2 { shared.insert(type.name) }
        }
        return shared
    }
}
