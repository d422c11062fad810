import VIPERVocabulary

/// Which types make modules, read once when the assembler is made: the vocabulary's names joined
/// with what every file's facts tell, the kinds of module (screens, flows), the modules the types
/// declare, and the view controllers and containers the type table shows.
extension GraphAssembler {
    /// `naming` with what only every file's facts tell: the modules named like the app that are
    /// screens, the types named for a module that are not its code, and the parts a module's
    /// folder gives it.
    static func naming(_ naming: ModuleNaming, joining facts: NavigationFacts, folders: ModuleFolders) -> ModuleNaming {
        var naming = naming.remembering(facts.types.map(\.name))
        // The app's Presenter, and the app's own tab bar (`AppTabBarController: UITabBarController`).
        naming.appNamedScreens = Set(
            facts.types.compactMap { type in
                naming.vocabulary.module(ofType: type.name).flatMap { found in
                    ModuleNaming.isApp(found.module) && found.role == .presenter ? found.module : nil
                }
            }
                + facts.types.compactMap { type in
                    guard type.inherited.contains(where: { name in containerEndings.contains(where: name.hasSuffix) }),
                        let module = ModuleNaming.module(ofContainer: type.name)
                    else { return nil }
                    return ModuleNaming.isApp(module) ? module : nil
                })
        let flows = flowCoordinators(in: facts, naming: naming)
        naming.foreignTypes = folders.foreignTypes(naming: naming).union(SharedParts.types(in: facts, naming: naming)).union(flows)
        naming.folderParts = folders.folderParts(naming: naming).filter { !flows.contains($0.key) }
        return naming
    }

    /// The coordinators named for no screen (`SearchCoordinator` beside `SearchMainPresenter`
    /// and `SearchResultsPresenter`, with no `Search` Presenter, Interactor or View): flows that
    /// show the modules, followed like a central builder, not modules of their own.
    static func flowCoordinators(in facts: NavigationFacts, naming: ModuleNaming) -> Set<String> {
        var coordinators: [String: [String]] = [:]
        var screens: Set<String> = []
        for type in facts.types where !type.isProtocol && !type.isEnumWithCases {
            guard let found = naming.role(ofType: type.name) else { continue }
            if found.role == .router, type.name.hasSuffix("Coordinator") {
                coordinators[found.module, default: []].append(type.name)
            } else if found.role == .presenter || found.role == .interactor || found.role == .view {
                screens.insert(found.module)
            }
        }
        return Set(coordinators.filter { !screens.contains($0.key) && !ModuleNaming.isApp($0.key) }.values.joined())
    }

    /// The modules with a view controller of their own (`controllers`' and their Views that are
    /// screens), and those with only Routers (not Coordinators, flows of their own) or Builders.
    static func moduleKinds(
        _ facts: NavigationFacts, naming: ModuleNaming, controllers: [String: String], types: TypeTable,
        isScreen: (NavigationFacts.TypeDeclaration, String) -> Bool
    ) -> (views: Set<String>, flows: Set<String>) {
        var withParts: Set<String> = Set(controllers.values)
        var flows: Set<String> = []
        var views: Set<String> = Set(controllers.values)
        for type in facts.types where !type.isProtocol {
            guard let found = naming.role(ofType: type.name) else { continue }
            if (found.role == .router || found.role == .builder) && !type.name.hasSuffix("Coordinator") {
                flows.insert(found.module)
            } else {
                withParts.insert(found.module)
            }
            if found.role == .view,
                ModuleNaming.controllerSuffixes.contains(where: type.name.hasSuffix) || inheritsController(type.name, types: types),
                isScreen(type, found.module)
            {
                views.insert(found.module)
            }
        }
        return (views, flows.subtracting(withParts))
    }

    /// The modules the types of `facts` declare (``VIPERVocabulary/Role/makeModule(_:)``: a
    /// Presenter or Interactor and another part), each with where its first Presenter,
    /// Interactor or Router is declared.
    static func modules(declaredIn facts: NavigationFacts, naming: ModuleNaming, controllers: [String: String]) -> [String: String] {
        var parts: [String: Set<Role>] = [:]
        var locations: [String: String] = [:]
        for type in facts.types where !type.isProtocol && !type.isEnumWithCases {
            guard let (module, role) = naming.role(ofType: type.name) ?? controllers[type.name].map({ ($0, Role.view) }) else { continue }
            parts[module, default: []].insert(role)
            if [.presenter, .interactor, .router].contains(role), locations[module] == nil { locations[module] = type.location }
        }
        return locations.filter { Role.makeModule(parts[$0.key] ?? []) }
    }

    /// Whether `name` inherits a view controller: an ancestor named `…Controller` or `…VC`
    /// (`UIViewController`, `UITabBarController`, the app's `BaseViewController`).
    static func inheritsController(_ name: String, types: TypeTable) -> Bool {
        types.ancestors(of: name).contains { ancestor in
            ancestor != name && ModuleNaming.controllerSuffixes.contains { ancestor.hasSuffix($0) }
        }
    }

    /// Whether `name` inherits a controller that contains screens of its own choosing
    /// (`UITabBarController`, `UISplitViewController`, `UIPageViewController`); a navigation
    /// controller only wraps the screen it is given.
    static func inheritsContainer(_ name: String, types: TypeTable) -> Bool {
        types.ancestors(of: name).contains { ancestor in
            ancestor != name && containerEndings.contains { ancestor.hasSuffix($0) }
        }
    }

    static let containerEndings = ["TabBarController", "SplitViewController", "PageViewController"]

    /// Whether `name` is a navigation controller (`BaseNavigationController: UINavigationController`):
    /// a wrapper around the screen it is given, never a screen of its own.
    static func inheritsNavigationController(_ name: String, types: TypeTable) -> Bool {
        types.ancestors(of: name).contains { $0 != name && $0.hasSuffix("NavigationController") }
    }
}
