import VIPERVocabulary

/// How the graph tells modules from type names, through the role vocabulary every tool shares:
/// `LoginRouter`, `LoginWireframe` and `LoginModuleAssembly` belong to `Login`.
struct ModuleNaming: Sendable {
    /// The prefix of the types that are the app itself (`AppRouter`, `AppCoordinator`), not a module.
    static let appPrefix = "App"
    /// The names of the static or instance methods that create a module (`HomeBuilder.build(…)`).
    static let buildMethods: Set<String> = ["build", "buildModule", "make", "makeModule", "assemble", "createModule"]

    let vocabulary: RoleVocabulary

    /// The module a type belongs to, or nil for types that play no module role (entities,
    /// test doubles, names without a role suffix) and for `App…` types.
    func module(ofType name: String) -> String? {
        guard let found = vocabulary.module(ofType: name), found.role != .entity,
              !found.module.hasPrefix(Self.appPrefix) else { return nil }
        return found.module
    }

    /// The module a type's declaration makes exist: a Presenter, Interactor, Router or Builder
    /// does; a View alone does not (`CardView` is part of a screen, not a module).
    func declaredModule(ofType name: String) -> String? {
        guard let found = vocabulary.module(ofType: name), found.role.definesModule,
              !found.module.hasPrefix(Self.appPrefix) else { return nil }
        return found.module
    }

    /// The module a `X.build(` call builds, if `X` is a Builder or a Router.
    func builtModule(_ typeName: String) -> String? {
        guard let found = vocabulary.module(ofType: typeName), found.role == .builder || found.role == .router,
              !found.module.hasPrefix(Self.appPrefix) else { return nil }
        return found.module
    }
}
