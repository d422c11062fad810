import VIPERVocabulary

/// How the graph tells modules from type names, through the role vocabulary every tool shares:
/// `LoginRouter`, `LoginWireframe` and `LoginModuleAssembly` belong to `Login`.
struct ModuleNaming: Sendable {
    /// The names of the types that are the app itself (`AppRouter`, `AppCoordinator`,
    /// `RootWireframe`, unless a Presenter or Interactor of that name makes a screen of it),
    /// drawn as ``ModuleGraph/appNode``, and of those that serve every
    /// module (`BaseViewController`, `PushRouter`), drawn as nothing.
    static let infrastructureNames: Set<String> = ["Base", "Abstract", "Generic", "Default", "Common", "Push", "Modal"]
    /// The verbs that start the name of a method that creates a module: `build`, `buildModule`,
    /// `make`, `makeViewController`, `createModule`, `assembleLoginModule`, `instantiate`.
    static let buildVerbs = ["build", "make", "create", "assemble", "instantiate"]

    let vocabulary: RoleVocabulary
    /// Types named for a module that are not its code (see ``ModuleFolders``): they play no
    /// module role.
    var foreignTypes: Set<String> = []
    /// Views, view controllers, Routers and Builders named for no module, declared in a
    /// module's folder (see ``ModuleFolders``), with that module and their role there.
    var folderParts: [String: (module: String, role: Role)] = [:]
    /// Modules named like the app that have a Presenter (`RootPresenter` beside `RootRouter`,
    /// `AppDetailPresenter`): a screen of their own, not the app. An `AppInteractor` alone is
    /// the app's own logic. Nil while a
    /// file is read, before every file's types are known: any such name may be one.
    var appNamedScreens: Set<String>?
    /// The vocabulary's reading of the names in it, read once (see ``remembering(_:)``).
    private var readings: [String: (module: String, role: Role)?] = [:]

    /// Names read through `vocabulary`, before any file's facts tell more.
    init(vocabulary: RoleVocabulary) {
        self.vocabulary = vocabulary
    }

    /// The module a type belongs to and the role it plays there, or nil for types that play no
    /// module role (entities, test doubles, names without a role suffix), for the app's own
    /// types and for those that serve every module.
    func role(ofType name: String) -> (module: String, role: Role)? {
        if let part = folderParts[name] { return part }
        guard !foreignTypes.contains(name), !Self.isPlatformType(name), let found = readings[name] ?? vocabulary.module(ofType: name),
            found.role != .entity,
            !Self.isApp(found.module) || appNamedScreens?.contains(found.module) != false, !Self.infrastructureNames.contains(found.module),
            !RoleVocabulary.namesReusablePart(found.module),
            found.role != .builder || !Self.namesService(found.module)
        else { return nil }
        return found
    }

    /// Whether a name ends in a word of the data layer (`PinService`, `UserRepository`): what a
    /// `PinServiceFactory` builds is no module.
    static func namesService(_ name: String) -> Bool {
        serviceWords.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    private static let serviceWords = ["Service", "Repository", "Client", "Gateway", "Storage", "Database", "API", "Api"]

    /// Whether a module's name is that of a tab bar (`TabBar`, `MainTabbar`): a container screen,
    /// which its builder makes with no Presenter or Interactor of its own.
    static func namesTabBar(_ module: String) -> Bool {
        module.hasSuffix("TabBar") || module.hasSuffix("Tabbar")
    }

    /// Whether a name is that of a dialog (`Alert`, `ErrorAlert`, `ActionSheet`, `Toast`): a
    /// factory of one, with no Presenter or Interactor of its module, makes a pop-up, not a screen.
    static func namesDialog(_ name: String) -> Bool {
        dialogWords.contains { name.hasSuffix($0) }
    }

    private static let dialogWords = ["Alert", "ActionSheet", "Dialog", "Toast", "Snackbar", "HUD"]

    /// This naming, with the vocabulary's reading of `names` kept: the graph asks about every
    /// declared type many times as it joins the files' facts.
    func remembering(_ names: some Sequence<String>) -> ModuleNaming {
        var naming = self
        for name in names where naming.readings[name] == nil { naming.readings[name] = vocabulary.module(ofType: name) }
        return naming
    }

    /// Whether a type is the platform's (`UIViewController`, `UIAlertController`, `NSWindow`,
    /// SwiftUI's `NavigationView`), extended or used by the app but no part of a module.
    static func isPlatformType(_ name: String) -> Bool {
        for prefix in ["UI", "NS"] where name.hasPrefix(prefix) && name.count > prefix.count {
            if name[name.index(name.startIndex, offsetBy: prefix.count)].isUppercase { return true }
        }
        return swiftUIContainers.contains(name)
    }

    /// SwiftUI's views that hold the screens given to them (`NavigationView { HomeView() }`),
    /// named like Views of modules.
    private static let swiftUIContainers: Set<String> = [
        "NavigationView", "NavigationStack", "NavigationSplitView", "TabView", "ScrollView", "AnyView",
    ]

    /// Whether a module name is the app's (see ``RoleVocabulary/namesApp(_:)``).
    static func isApp(_ module: String) -> Bool {
        RoleVocabulary.namesApp(module)
    }

    /// Whether a type's name says it is the data layer (`ProfileService`, `OrdersRepository`,
    /// `APIHelper`, `NetworkManager`): a data-layer word, and no word of navigation or of the
    /// app (`NetworkRouter`, `AppService` are not). Such code fetches and stores, and does not
    /// decide what the app shows.
    static func namesDataLayer(_ type: String) -> Bool {
        dataLayerWords.contains { containsWord($0, in: type) } && !navigationWords.contains { type.contains($0) }
    }

    /// Whether a value's name says it is told of events (`delegate`, `output`, `listener`,
    /// `editorDelegate`, `moduleOutput`): a call on it reports what happened
    /// (`delegate?.createContact(contact)`), whatever its verb, and builds nothing.
    static func namesEventReceiver(_ name: String) -> Bool {
        ["delegate", "output", "listener", "Delegate", "Output", "Listener"].contains { name.hasSuffix($0) }
    }

    private static let dataLayerWords = [
        "API", "Api", "Network", "Networking", "HTTP", "Http", "Service", "Services", "Repository", "Repo", "Client", "Gateway",
        "DataSource", "Storage", "Database", "Socket", "Cache", "Keychain", "Persistence",
    ]
    private static let navigationWords = [
        "Rout", "Navigat", "Coordinat", "Flow", "Wireframe", "WireFrame", "Builder", "Factory", "Assembl", "Configurator", "Screen",
        "Module", "Presenter", "Controller", "App", "Delegate", "Link",
    ]

    /// Whether `word` is a whole word of a camel-case `name`: where it ends, no lower-case letter
    /// carries it on (`Service` in `UserServiceImpl`, not in `Serviceable`).
    private static func containsWord(_ word: String, in name: String) -> Bool {
        var searched = name[...]
        while let found = searched.firstRange(of: word) {
            if found.upperBound == name.endIndex || !name[found.upperBound].isLowercase { return true }
            searched = name[found.upperBound...]
        }
        return false
    }

    /// The module a type belongs to, if it plays a module role.
    func module(ofType name: String) -> String? {
        role(ofType: name)?.module
    }

    /// Whether a type is test code, whose navigation is not the app's: a test case
    /// (`HomeRouterTests`, `LoginSpec`) or a test double (`RouterSpy`, `MockNavigator`).
    func isTestType(_ name: String) -> Bool {
        vocabulary.isTestCode(name)
    }

    /// Whether a method of this name creates a module: a build verb alone or followed by a
    /// new word (`buildModule`, not `builder`).
    static func isBuildMethod(_ name: String) -> Bool {
        buildVerbs.contains { verb in
            guard name.hasPrefix(verb) else { return false }
            return name.count == verb.count || name[name.index(name.startIndex, offsetBy: verb.count)].isUppercase
        }
    }

    /// Whether a method of this name says it builds a screen: a build verb alone or followed by
    /// words that name a screen (`build`, `createView`, `makeViewController`, `assembleLoginModule`,
    /// `createNavigationForSwitch`), not `buildService`.
    static func isScreenBuildMethod(_ name: String) -> Bool {
        guard isBuildMethod(name), let verb = buildVerbs.first(where: { name.hasPrefix($0) }) else { return false }
        let rest = name.dropFirst(verb.count)
        return rest.isEmpty || screenWords.contains { rest.contains($0) }
    }

    private static let screenWords = ["Module", "View", "Screen", "Controller", "Scene", "Navigation", "Flow", "Page"]

    /// Endings of view controllers the vocabulary does not name Views (`HomeController`,
    /// `HomeVC`): a type so named is a screen when it inherits a view controller.
    static let controllerSuffixes = ["ViewController", "Controller", "VC"]

    /// Whether a type may be a screen, to be decided when every file is read: a View of the
    /// vocabulary (`DetailViewController`, `DetailView`), a name ending in `Controller` or
    /// `VC` (`HomeController`, a screen when it inherits `UIViewController`; `UIAlertController`,
    /// which the app does not declare, is not), or in `TabBar` (`CustomTabBar`, a screen when it
    /// inherits `UITabBarController`).
    func isScreenCandidate(_ name: String) -> Bool {
        role(ofType: name)?.role == .view || Self.screenCandidateSuffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    private static let screenCandidateSuffixes = controllerSuffixes + ["TabBar"]

    /// The module of a view controller the vocabulary does not name a View: its name without
    /// `ViewController`, `Controller` or `VC` (and a `Module` word), when a module is left.
    func module(ofController name: String) -> String? {
        guard let suffix = Self.controllerSuffixes.first(where: name.hasSuffix) else { return nil }
        var module = String(name.dropLast(suffix.count))
        if module.hasSuffix("Module") { module.removeLast("Module".count) }
        guard module.first?.isUppercase == true, !Self.isPlatformType(name), !Self.isApp(module), !Self.infrastructureNames.contains(module)
        else { return nil }
        return module
    }

    /// The module of a container controller, a tab bar or split view controller of the app's:
    /// its name without a controller suffix (`CustomTabBar: UITabBarController` keeps its
    /// name). One named for the app (`AppTabBarController`) is the app's tab bar, a screen of
    /// its own, and keeps its name too; the platform's, and one that is only the app's word
    /// (`AppController`), are no module.
    static func module(ofContainer name: String) -> String? {
        var module = controllerSuffixes.first(where: name.hasSuffix).map { String(name.dropLast($0.count)) } ?? name
        if module.hasSuffix("Module") { module.removeLast("Module".count) }
        guard module.first?.isUppercase == true, !isPlatformType(name), !infrastructureNames.contains(module),
            !["App", "Application", "Root"].contains(module)
        else { return nil }
        return module
    }

    /// Whether a value's name says it builds or routes to modules: `detailAssembly`, `router`,
    /// `viewFactory`, `coordinator`.
    func namesBuilderOrRouter(_ name: String) -> Bool {
        guard let first = name.first else { return false }
        let role = vocabulary.roleBySuffix(first.uppercased() + name.dropFirst())?.role
        return role == .builder || role == .router
    }

    /// The module a `X.build(` call builds, if `X` is a Builder or a Router, or the contract
    /// of one (`DetailWireframeProtocol`, asked of a container).
    func builtModule(_ typeName: String) -> String? {
        if let found = role(ofType: typeName) {
            return found.role == .builder || found.role == .router ? found.module : nil
        }
        guard vocabulary.roleBySuffix(typeName) == nil, let contract = contractModule(ofProtocol: typeName),
            contract.role == .builder || contract.role == .router, role(ofType: contract.module) == nil
        else { return nil }
        return contract.module
    }

    /// The module and role of a Builder's, Router's or View's contract (`DetailWireframeProtocol`,
    /// `LoginRouting`, `ProfileViewInput`): a protocol that says which module's part it stands
    /// for, one named for the app excepted. The one reading of contracts for what they build,
    /// here and when the graph is assembled.
    func contractModule(ofProtocol name: String) -> (module: String, role: Role)? {
        guard let contract = vocabulary.contractRole(ofProtocol: name), [.builder, .router, .view].contains(contract.role),
            contract.module.first?.isUppercase == true, !RoleVocabulary.namesApp(contract.module)
        else { return nil }
        return (contract.module, contract.role)
    }
}
