import VIPERVocabulary

/// App-wide parts that serve several modules: a `CoreRouter` that conforms to `HomeRouter`,
/// `DetailRouter` and `FavoritesRouter`, a `CoreInteractor` that conforms to their Interactor
/// contracts, or a `CoreBuilder` that makes their screens, is no part of a module `Core` but
/// the shared code those modules work through, so its navigation is drawn from the modules
/// that call it.
enum SharedParts {
    /// The Presenters, Interactors, Routers and Builders that conform (in their declaration or
    /// an extension) to the contracts of two or more other modules with a Presenter or
    /// Interactor, the Builders whose methods return the screens of two or more (a
    /// `CoreBuilder` with `homeView()` and `detailView()`), the base classes the parts of
    /// two or more inherit from (a `Lib_Presenter` every Presenter subclasses), and the Routers
    /// and Builders of no module with a Presenter or Interactor that the code of two or more
    /// makes or calls (a `GeneralWireframe` whose `createHelpModule()` the List and Detail
    /// modules call).
    static func types(in facts: NavigationFacts, naming: ModuleNaming) -> Set<String> {
        let withLogic = Set(
            facts.types.compactMap { type in
                naming.role(ofType: type.name).flatMap { $0.role == .presenter || $0.role == .interactor ? $0.module : nil }
            })
        var built: [String: Set<String>] = [:]
        for production in facts.productions where production.isReturned {
            guard let owner = production.owner, case .type(let name) = production.target,
                let found = naming.role(ofType: name), found.role != .entity
            else { continue }
            built[owner, default: []].insert(found.module)
        }
        // The modules whose code makes each Router or Builder or calls it statically.
        var users: [String: Set<String>] = [:]
        for production in facts.productions {
            guard case .type(let name) = production.target, let user = production.owner.flatMap({ naming.role(ofType: $0)?.module })
            else { continue }
            users[name, default: []].insert(user)
        }
        // The modules whose parts inherit from each type (`Lib_Presenter` above `Home_Presenter`).
        var heirs: [String: Set<String>] = [:]
        for type in facts.types where !type.isProtocol {
            guard let module = naming.role(ofType: type.name)?.module else { continue }
            for parent in type.inherited { heirs[parent, default: []].insert(module) }
        }
        var shared: Set<String> = []
        for type in facts.types where !type.isProtocol {
            guard let found = naming.role(ofType: type.name), found.role != .view, found.role != .entity else { continue }
            let conformances = type.inherited + (facts.extensionConformances[type.name] ?? [])
            let served = Set(conformances.compactMap { naming.vocabulary.contractRole(ofProtocol: $0)?.module })
            let returned = found.role == .builder ? built[type.name] ?? [] : []
            let inheriting = heirs[type.name] ?? []
            let usedBy =
                withLogic.contains(found.module) || found.role == .presenter || found.role == .interactor ? [] : users[type.name] ?? []
            if served.union(returned).union(inheriting).union(usedBy).intersection(withLogic).subtracting([found.module]).count >= 2 {
                shared.insert(type.name)
            }
        }
        return shared
    }
}
