import VIPERVocabulary

/// Joins the facts of every file into a ``ModuleGraph``: which modules exist, what each
/// production and navigation call leads to, the route table, deep links and findings.
struct GraphAssembler {
    private(set) var facts: NavigationFacts
    let naming: ModuleNaming
    /// Where the types are declared.
    private let folders: ModuleFolders
    /// The app's storyboards.
    let interface: InterfaceFiles
    /// The screen classes storyboards name by identifier and by storyboard name.
    private let storyboardScreens: [String: String]
    /// The storyboards whose first scene is a container screen of their own (see ``InterfaceFiles/containerStoryboards``).
    let storyboardContainers: Set<String>
    private let types: TypeTable
    let routes: RouteResolver
    /// The enums some navigation call, deep link or navigator's type navigates with: a switch
    /// over another enum (a flow's `switch entry { case .start: … }`) is branching, not a route table.
    private let navigatedEnums: Set<String>
    /// Modules some type's declaration makes exist, with where the first such type is declared.
    let declaredModules: [String: String]
    /// Non-protocol types declared in the sources.
    private let concreteTypes: Set<String>
    /// Declared view controllers the vocabulary does not name Views (`HomeController:
    /// UIViewController`), with their module.
    private let controllerModules: [String: String]
    /// Modules with a view controller (`HomeViewController`, `HomeController: UIViewController`),
    /// a Router or a Builder of their own: what they build is a screen or a flow, where a
    /// `CardView` is a part of one.
    let screenModules: Set<String>
    /// Modules with a view controller of their own.
    private let viewModules: Set<String>
    /// Modules with a Router (not a Coordinator, which is a flow of its own) or Builder but no
    /// Presenter, Interactor or View of their own (a `TabBarWireframe` that installs the tab
    /// bar, a `LoadingViewFactory` that makes a spinner): drawn only when they lead somewhere
    /// or are shown.
    private let flowModules: Set<String>
    /// Types named for no declared module that conform to the contract of one, with that module.
    private let contractModules: [String: String]
    /// Types of no module that are a module's code, with that module: nested in its types,
    /// `private` beside them (a `private enum Tabs` beside `TabBarViewController`) or in its
    /// folder (a `HomeAdapter` in `Home/Adapter/`).
    private var hostModules: [String: String] = [:]
    /// For each method name, the modules the methods of that name return.
    private var summaries: [String: Set<String>] = [:]
    /// What each method (`Type.method`) builds or shows without returning it.
    private var shownByMethods: [String: Set<String>] = [:]
    /// The method names whose several modules one method returns, each on a condition of its
    /// own state (`if registered { return PasscodeViewController() } else { return LoginViewController() }`),
    /// not by a route it is given: a call shows each of them.
    private var choosingMethods: Set<String> = []
    /// Views generic over the view they show (`struct LazyView<Content: View>`).
    private var contentWrappers: Set<String> = []
    /// Views of no declared module that navigate to modules (a `HomeTabView` of modules'
    /// views): screens.
    private var navigatingViews: Set<String> = []
    /// Views of no declared module that the app shows first and that only show modules
    /// (`ContentView`): the app's own, so what they show is the app's.
    private var appRootViews: Set<String> = []
    /// Protocols of no role's name that the Views, Routers or Builders of exactly one module
    /// adopt (`LoginModuleInterface`, adopted by `LoginRouter`), with that module: a value of
    /// that type (`@Dependency var login: LoginModuleInterface`) builds it.
    private var adoptedProtocols: [String: String] = [:]
    /// For each method a type hands to the modules it builds, to be called back (`Type.method`),
    /// those modules: what the method shows, they show.
    private var callbacks: [String: Set<String>] = [:]

    init(_ facts: NavigationFacts, naming: ModuleNaming, interface: InterfaceFiles = .none) {
        var facts = facts
        let isTest = { (owner: String?) in owner.map(naming.isTestType) ?? false }
        facts.productions.removeAll { isTest($0.owner) }
        facts.embeddings.removeAll { isTest($0.owner) }
        facts.handoffs.removeAll { isTest($0.owner) }
        facts.intents.removeAll { isTest($0.owner) }
        facts.memberCalls.removeAll { isTest($0.owner) }
        facts.enums.removeAll { isTest($0.owner) }
        self.facts = facts
        let folders = ModuleFolders(facts)
        self.folders = folders
        let naming = Self.naming(naming, joining: facts, folders: folders)
        self.naming = naming
        self.interface = interface
        storyboardScreens = interface.screenClasses
        storyboardContainers = interface.containerStoryboards
        types = TypeTable(facts)
        routes = RouteResolver(facts, types: types)
        navigatedEnums = Self.navigatedEnums(facts, routes: routes)
        concreteTypes = Set(facts.types.filter { !$0.isProtocol }.map(\.name))
        let withLogic = Set(
            facts.types.compactMap { type in
                naming.role(ofType: type.name).flatMap { $0.role == .presenter || $0.role == .interactor ? $0.module : nil }
            })
        let areas = folders.moduleAreas(naming: naming)
        let typeTable = types
        // A view controller of a module with no Presenter or Interactor is a screen among the
        // modules' folders or when it contains screens (a tab bar); elsewhere it is a reusable
        // part (a pop-up, an alert), no module.
        let isScreen = { (type: NavigationFacts.TypeDeclaration, module: String) in
            withLogic.contains(module) || areas.isEmpty || ModuleFolders.isDeclared(at: type.location, in: areas)
                || Self.inheritsContainer(type.name, types: typeTable)
        }
        var controllers: [String: String] = [:]
        for type in facts.types where !type.isProtocol && naming.role(ofType: type.name) == nil {
            // A tab bar controller is a screen whatever it is called (`CustomTabBar`).
            let containerName = Self.inheritsContainer(type.name, types: types) ? ModuleNaming.module(ofContainer: type.name) : nil
            guard let module = containerName ?? naming.module(ofController: type.name), Self.inheritsController(type.name, types: types),
                !Self.inheritsNavigationController(type.name, types: types), isScreen(type, module)
            else { continue }
            controllers[type.name] = module
        }
        controllerModules = controllers
        declaredModules = Self.modules(declaredIn: facts, naming: naming, controllers: controllers)
        var contracted: [String: String] = [:]
        let declared = declaredModules
        for type in facts.types where !type.isProtocol {
            guard let named = naming.module(ofType: type.name) ?? controllers[type.name], declared[named] == nil else { continue }
            let modules = Set(type.inherited.compactMap { naming.vocabulary.contractRole(ofProtocol: $0)?.module }).filter {
                declared[$0] != nil
            }
            if modules.count == 1, let module = modules.first { contracted[type.name] = module }
        }
        contractModules = contracted
        let kinds = Self.moduleKinds(facts, naming: naming, controllers: controllers, types: typeTable, isScreen: isScreen)
        flowModules = kinds.flows
        viewModules = kinds.views
        screenModules = kinds.views.union(
            facts.types.compactMap { type in
                guard !type.isProtocol, let found = naming.role(ofType: type.name) else { return nil }
                return found.role == .router || found.role == .builder ? found.module : nil
            })
        adoptedProtocols = adoptedProtocolModules()
        hostModules = hostModulesOfTypes()
        moveStoredClosureProductions()
        contentWrappers = Set(facts.types.filter(\.wrapsContent).map(\.name))
        readSummaries()
        for handoff in facts.handoffs {
            guard let module = resolve(handoff.target) else { continue }
            for method in handoff.methods { callbacks["\(handoff.owner).\(method)", default: []].insert(module) }
        }
        readViewRoles()
    }

    /// What a closure stored in an object's property shows is shown where that property is
    /// called: what code outside any module stores (`AppRouter.shared.loginScene = { … }` in a
    /// scene delegate, `presenter.onShowDetail = { … }` in a flow coordinator) is moved to the
    /// property, read as a method of the object's type, when that type declares it. A module's
    /// own code keeps what it stores: its module shows it. What a container's registration of a
    /// type makes (`container.register(EmailViewController.self) { … EmailRouter(…) … }`) is
    /// that type's making, wherever the registration is written.
    private mutating func moveStoredClosureProductions() {
        var moved: [String: (owner: String, method: String, always: Bool)] = [:]
        // What a registration returns is what asking the container for its type gives, not what
        // the method that registers it returns.
        var registered: Set<String> = []
        for stored in facts.storedClosures {
            guard let property = stored.property else {
                registered.insert(stored.function)
                // A contract registered (`OverviewWireframeProtocol`) keeps the code that registers it.
                if module(ofOwner: stored.receiver.start) != nil {
                    moved[stored.function] = (stored.receiver.start, NavigationFacts.registrationMethod, true)
                }
                continue
            }
            guard let type = types.resolve(stored.receiver).map(TypeText.baseName),
                types.resolve(NavigationFacts.TypePath(start: type, members: [property])) != nil
            else { continue }
            moved[stored.function] = (type, property, false)
        }
        guard !moved.isEmpty || !registered.isEmpty else { return }
        facts.productions = facts.productions.map { production in
            guard let function = production.function else { return production }
            let isReturned = production.isReturned && !registered.contains(function)
            guard let target = moved[function], target.always || production.owner.flatMap(module(ofOwner:)) == nil else {
                return NavigationFacts.Production(
                    target: production.target, owner: production.owner, function: function, kind: production.kind,
                    isReturned: isReturned, routeCases: production.routeCases, location: production.location)
            }
            return NavigationFacts.Production(
                target: production.target, owner: target.owner, function: target.method, kind: production.kind,
                isReturned: isReturned, routeCases: production.routeCases, location: production.location)
        }
    }

    /// What methods return (``summaries``), and which choose among several screens.
    private mutating func readSummaries() {
        // A screen handed to a container screen as it is made (`MainTabBar(home: home)`, a tab
        // bar made with its tabs) is the container's, not also returned with it.
        let held = Set(
            facts.embeddings.compactMap { embedding -> String? in
                guard let container = resolveWithoutSummaries(embedding.container),
                    let content = resolveWithoutSummaries(embedding.content),
                    container != content
                else { return nil }
                return "\(embedding.location)|\(content)"
            })
        var returners: [String: [String: Set<String>]] = [:]
        var routed: Set<String> = []
        for production in facts.productions where !production.isReturned && production.routeCases == nil {
            guard let owner = production.owner, let function = production.function.map(NavigationFacts.enclosingMethod),
                let module = resolveWithoutSummaries(production.target)
            else { continue }
            shownByMethods["\(owner).\(function)", default: []].insert(module)
        }
        for production in facts.productions where production.isReturned {
            guard let function = production.function.map(NavigationFacts.enclosingMethod),
                let module = resolveWithoutSummaries(production.target),
                !held.contains("\(production.location)|\(module)")
            else { continue }
            summaries[function, default: []].insert(module)
            returners[function, default: [:]][production.owner ?? "", default: []].insert(module)
            if production.routeCases != nil { routed.insert(function) }
        }
        // Every type with a method of that name returns the same screens (an app and a scene
        // delegate choosing the first screen alike), and declares it returns no one module's
        // screen (overloads of `resolve`, each declaring the screen it returns, are no choice).
        choosingMethods = Set(
            summaries.keys.filter { function in
                guard let modules = summaries[function], modules.count > 1, !routed.contains(function), let owners = returners[function]
                else { return false }
                return owners.allSatisfy { owner, returned in
                    let declared = facts.members[owner]?[NavigationFacts.TypePath.returnedBy(function)]
                    return returned == modules && declared.map { module(ofScreenType: TypeText.baseName($0)) == nil } ?? true
                }
            })
    }

    /// The SwiftUI views that play a part no module declares: the app's root view, which only
    /// chooses the first screen (`ContentView` showing `HomeTabView` or `LoginView`), and views
    /// that navigate (a `TabView` of modules).
    private mutating func readViewRoles() {
        var navigating: Set<String> = []
        var shownByApp: Set<String> = []
        for production in facts.productions {
            if production.kind != .builds, let owner = production.owner, let module = module(ofOwner: owner),
                let target = resolve(production.target), declaredModules[target] != nil || screenModules.contains(target)
            {
                navigating.insert(module)
            }
            if let owner = production.owner, isEntry(owner), module(ofOwner: owner) == nil, let target = resolve(production.target) {
                shownByApp.insert(target)
            }
        }
        let showing = Set(facts.productions.compactMap { $0.owner.flatMap(module(ofOwner:)) })
        navigatingViews = navigating.filter { declaredModules[$0] == nil && !screenModules.contains($0) }
        appRootViews = shownByApp.filter { declaredModules[$0] == nil && !screenModules.contains($0) && showing.contains($0) }
    }

    /// The types of no module that are a module's code: nested in one of its types, `private`
    /// in a file whose other types belong to it alone, declared in its folder (see
    /// ``ModuleFolders/folderMates(naming:)``), or its view model, named for it (a screen's
    /// `RedesignWalletViewModel`, in place of a Presenter), with that module.
    private func hostModulesOfTypes() -> [String: String] {
        var fileModules: [Substring: Set<String>] = [:]
        var loose: [NavigationFacts.TypeDeclaration] = []
        for type in facts.types {
            if let module = module(ofOwner: type.name) {
                fileModules[Self.file(of: type.location), default: []].insert(module)
            } else if !type.isProtocol {
                loose.append(type)
            }
        }
        var mates = folders.folderMates(naming: naming).filter { declaredModules[$0.value] != nil }
        for type in loose where type.isFilePrivate {
            guard let modules = fileModules[Self.file(of: type.location)], modules.count == 1, let module = modules.first else { continue }
            mates[type.name] = module
        }
        for type in loose {
            if let module = type.enclosing.flatMap(module(ofOwner:)) { mates[type.name] = module }
        }
        for type in loose where mates[type.name] == nil && type.name.hasSuffix(Self.viewModelWord) {
            let module = String(type.name.dropLast(Self.viewModelWord.count))
            if declaredModules[module] != nil || screenModules.contains(module) { mates[type.name] = module }
        }
        return mates
    }

    private static let viewModelWord = "ViewModel"

    /// The file of a `path:line` location.
    private static func file(of location: String) -> Substring {
        location[..<(location.lastIndex(of: ":") ?? location.endIndex)]
    }

    /// The protocols the Views, Routers and Builders of exactly one declared module adopt,
    /// directly or through other protocols, with that module; a protocol the vocabulary names
    /// a contract keeps its name's module.
    private func adoptedProtocolModules() -> [String: String] {
        let protocols = Set(facts.types.filter(\.isProtocol).map(\.name)).filter {
            naming.vocabulary.contractRole(ofProtocol: $0) == nil
        }
        var adopters: [String: Set<String>] = [:]
        for type in facts.types where !type.isProtocol {
            guard let module = module(ofScreenType: type.name), declaredModules[module] != nil else { continue }
            for ancestor in types.ancestors(of: type.name) where ancestor != type.name && protocols.contains(ancestor) {
                adopters[ancestor, default: []].insert(module)
            }
        }
        return adopters.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// The graph, and for each edge the places that make it: the route table and the edges
    /// of productions first, then navigation to routes through that table, the deep links, and
    /// the findings on all of them.
    func assemble() -> (graph: ModuleGraph, edgeSites: [ModuleEdge: [String]]) {
        var draft = GraphDraft(locations: declaredModules)
        let hops = navigatingFunctionCallers()
        addProductions(to: &draft, hops: hops)
        addEmbeddings(to: &draft)
        addStoryboardEdges(to: &draft)
        addIntents(to: &draft, hops: hops)
        draft.removeDeadEnds(flowModules)
        let deepLinks = deepLinks(steps: draft.steps)
        // An enum nothing navigates with, switches over or types a navigator with is not yet a
        // route enum of this app (an API's `enum Routes`), so its cases are not findings.
        let usedEnums = draft.navigatedEnums.union(draft.table.keys.compactMap(\.enumName)).union(facts.routeTypeNames)
        draft.findings +=
            unreached(draft.locations, edges: draft.edges, deepLinks: deepLinks)
            + unserved(table: draft.table, uses: draft.unservedUses, enums: usedEnums)
        return (draft.graph(deepLinks: deepLinks), draft.edgeSites.mapValues { $0.sorted(by: GraphSites.precedes) })
    }

    /// The route table (each route switch case's module) and the edges of every production in
    /// a module's code, or in a method a module calls.
    private func addProductions(to draft: inout GraphDraft, hops: [String: Set<String>]) {
        // An entry type's method that its own code calls (an `AppCoordinator`'s
        // `buildSettingsModule()`, called from its route switch) is a factory, not the app's scene.
        let selfCalled = Set(facts.memberCalls.compactMap { call in call.owner.map { "\($0).\(call.method)" } })
        // A screen built to be handed to a container screen as it is made (a tab bar made with
        // its tabs) is the container's: the embedding draws it, not the code that made both.
        let heldByContainers = Set(
            facts.embeddings.compactMap { embedding -> String? in
                guard let container = resolve(embedding.container), let content = resolve(embedding.content), container != content else {
                    return nil
                }
                return "\(embedding.owner ?? "")|\(content)"
            })
        for production in facts.productions {
            for target in shown(production.target) {
                addProduction(
                    production, target: target, to: &draft, hops: hops, selfCalled: selfCalled, heldByContainers: heldByContainers)
            }
        }
        var navigatedKeys: Set<RouteResolver.Key> = []
        for intent in facts.intents {
            for reference in intent.routes {
                if case .route(let key) = routes.resolve(reference, path: intent.typePath, siblings: intent.routes.map(\.name)) {
                    navigatedKeys.insert(key)
                }
            }
        }
        for call in facts.memberCalls { bindRouteHandler(call, navigatedKeys: navigatedKeys, in: &draft) }
    }

    /// A router's or coordinator's switch case over a route enum that calls a method of its own type (`case .addFriend:
    /// showAddFriendScreen()`, whose body builds and presents `AddFriend`) serves that route with
    /// the one module the method's code builds or shows, when code navigates to that route. It
    /// only serves the route: the method's own navigation draws the edges.
    private func bindRouteHandler(_ call: NavigationFacts.MemberCall, navigatedKeys: Set<RouteResolver.Key>, in draft: inout GraphDraft) {
        guard !call.switchCases.isEmpty, let owner = call.owner, TypeText.isNavigatorName(owner),
            call.receiver == NavigationFacts.TypePath(start: owner),
            let modules = shownByMethods["\(owner).\(call.method)"], modules.count == 1, let target = modules.first,
            let declared = declaredModules[target]
        else { return }
        for name in call.switchCases {
            guard
                case .route(let key) = routes.resolve(
                    NavigationFacts.CaseReference(qualifier: nil, name: name), path: nil, siblings: [name]),
                key.enumName != nil, navigatedKeys.contains(key)
            else { continue }
            draft.bind(key, to: target, kind: .builds, at: declared)
        }
    }

    /// The modules a production shows: what it resolves to, or each module a method that chooses
    /// among several returns.
    private func shown(_ target: NavigationFacts.Target) -> [String] {
        switch target {
        case .method(let name) where choosingMethods.contains(name): return summaries[name]?.sorted() ?? []
        case .either(let first, let second):
            let shownFirst = shown(first)
            return shownFirst.isEmpty ? shown(second) : shownFirst
        default: return resolve(target).map { [$0] } ?? []
        }
    }

    /// The edges of one production that shows `target`.
    private func addProduction(
        _ production: NavigationFacts.Production, target: String, to draft: inout GraphDraft, hops: [String: Set<String>],
        selfCalled: Set<String>, heldByContainers: Set<String>
    ) {
        if production.kind == .builds, !production.isReturned, heldByContainers.contains("\(production.owner ?? "")|\(target)") {
            return
        }
        let ownerModule = production.owner.flatMap(module(ofOwner:))
        if let cases = production.routeCases {
            for reference in cases.cases {
                guard case .route(let key) = routes.resolve(reference, path: cases.subject, siblings: cases.siblings) else { continue }
                draft.bind(key, to: target, kind: production.kind, at: production.location)
            }
            // A route switch outside any module is the app's route table, not an edge.
            if ownerModule == nil, isRouteTableEntry(cases) { return }
        }
        // A method outside any module that returns a module is a factory, not navigation,
        // unless the app starts there (a SwiftUI `App`'s scene); a view that is no module's
        // screen (`CardView()` returned to be embedded) is a part of one.
        if ownerModule == nil, production.isReturned,
            production.owner.map(isEntry) != true
                || selfCalled.contains("\(production.owner ?? "").\(production.function.map(NavigationFacts.enclosingMethod) ?? "")")
        {
            return
        }
        if appRootViews.contains(target) { return }
        if production.kind == .builds, declaredModules[target] == nil, !screenModules.contains(target), !navigatingViews.contains(target) {
            return
        }
        for source in sources(
            owner: production.owner, function: production.function, hops: hops, site: (production.location, production.routeCases))
        where source != target {
            draft.add(ModuleEdge(from: source, to: target, kind: production.kind, route: nil), at: production.location, target: target)
        }
    }

    /// Navigation to routes: an edge to the module the route table gives, a deep link's step,
    /// or navigation no handler serves.
    private func addIntents(to draft: inout GraphDraft, hops: [String: Set<String>]) {
        for intent in facts.intents {
            let siblings = intent.routes.map(\.name)
            for reference in intent.routes {
                switch routes.resolve(reference, path: intent.typePath, siblings: siblings) {
                case .notARoute:
                    continue
                case .ambiguous(let name, let enums):
                    draft.findings.append(
                        GraphFinding(
                            kind: .ambiguousRoute, subject: name, location: intent.location,
                            message: "route '.\(name)' could be a case of \(enums.joined(separator: " or ")): nothing says which navigator "
                                + "it goes to. Write the enum's name ('\(enums[0]).\(name)') or give the navigator its route type "
                                + "('Navigating<\(enums[0])>')."))
                case .route(let key):
                    addNavigation(intent, to: key, in: &draft, hops: hops)
                }
            }
        }
    }

    /// Navigation by `intent` to the route `key`.
    private func addNavigation(
        _ intent: NavigationFacts.Intent, to key: RouteResolver.Key, in draft: inout GraphDraft, hops: [String: Set<String>]
    ) {
        if let enumName = key.enumName { draft.navigatedEnums.insert(enumName) }
        let targets = Self.handlers(of: key, in: draft.table)
        if let registration = intent.registration {
            draft.steps[registration, default: []].append(
                DeepLinkStep(
                    kind: intent.kind ?? Self.shownKind(targets.values.min()), route: key.name,
                    module: targets.keys.min(), routeEnum: key.enumName))
            if targets.isEmpty { draft.unservedUses[key] = draft.unservedUses[key] ?? registration.location }
            return
        }
        let from = sources(owner: intent.owner, function: intent.function, hops: hops, onlyModules: true)
        guard !targets.isEmpty else {
            draft.unservedUses[key] = draft.unservedUses[key] ?? intent.location
            for source in from {
                draft.unservedNavigation.insert(
                    UnservedNavigation(from: source, kind: intent.kind ?? .shows, route: key.name, routeEnum: key.enumName))
            }
            return
        }
        for source in from {
            for (target, tableKind) in targets {
                let edge = ModuleEdge(
                    from: source, to: target, kind: intent.kind ?? Self.shownKind(tableKind), route: key.name, routeEnum: key.enumName)
                draft.add(edge, at: intent.location, target: nil)
            }
        }
    }

    /// Every deep-link pattern registered, with the steps its handler returns.
    private func deepLinks(steps: [NavigationFacts.Registration: [DeepLinkStep]]) -> [DeepLinkEntry] {
        Set(facts.registrations).flatMap { registration -> [DeepLinkEntry] in
            guard let patterns = registration.pattern.texts(facts.constants) else { return [] }
            return patterns.map { DeepLinkEntry(pattern: $0, steps: steps[registration] ?? [], location: registration.location) }
        }
    }

    /// The modules `table` builds for `key`; a key whose enum could not be read on one side
    /// matches the same case of the one enum that has a handler for it.
    static func handlers(
        of key: RouteResolver.Key, in table: [RouteResolver.Key: [String: NavigationKind]]
    ) -> [String: NavigationKind] {
        if let exact = table[key] { return exact }
        if key.enumName != nil { return table[RouteResolver.Key(enumName: nil, name: key.name)] ?? [:] }
        let sameCase = table.filter { $0.key.name == key.name }
        return sameCase.count == 1 ? sameCase.first?.value ?? [:] : [:]
    }

    /// How a route is shown when the navigation call does not say: as its handler shows it.
    private static func shownKind(_ handlerKind: NavigationKind?) -> NavigationKind {
        guard let handlerKind, handlerKind != .builds else { return .shows }
        return handlerKind
    }

    // MARK: Targets

    /// The module a production shows, if it is one.
    func resolve(_ target: NavigationFacts.Target) -> String? {
        switch target {
        case .method(let name):
            // What the methods of this name return, else the module the name says it builds
            // (`makeOrdersModule` of a central factory whose body the sources do not show).
            guard let modules = summaries[name] else { return ModuleNaming.isBuildMethod(name) ? module(named: name) : nil }
            return modules.count == 1 ? modules.first : nil
        case .either(let first, let second):
            return resolve(first) ?? resolve(second)
        case .type, .typePath, .factory, .named:
            return resolveWithoutSummaries(target)
        }
    }

    private func resolveWithoutSummaries(_ target: NavigationFacts.Target) -> String? {
        switch target {
        case .type(let name):
            return module(ofScreenType: name) ?? module(ofContract: name, orScreen: true)
        case .typePath(let path):
            guard let text = types.resolve(path) else { return nil }
            let name = TypeText.baseName(text)
            return module(ofScreenType: name) ?? module(ofContract: name)
        case .factory(let built):
            // A module the sources declare, or a screen of one (a tab bar with its builder, also
            // when its builder's method is named for it: `TabBarAssembly.buildTabBar()`); a type
            // of no role is the module whose code it is (a component in the module's folder).
            let hosted: String? = if case .type(let name) = built { hostModules[name] } else { nil }
            guard let module = resolveWithoutSummaries(built) ?? hosted,
                declaredModules[module] != nil || viewModules.contains(module)
                    || (screenModules.contains(module) && ModuleNaming.namesTabBar(module))
            else { return nil }
            return module
        case .named(let name):
            return module(named: name)
        case .either(let first, let second):
            return resolveWithoutSummaries(first) ?? resolveWithoutSummaries(second)
        case .method:
            return nil
        }
    }

    /// The declared module whose Builder's, Router's or View's contract a protocol is
    /// (`DetailWireframeProtocol`, `LoginRouting`); with `orScreen`, also the screen whose View's
    /// contract it is (`PasswordViewInput`, asked of a container, adopted by the
    /// `PasswordViewController` of a module with no Presenter). A property of that type is a
    /// screen that exists already, not one made: `orScreen` is for types written where the
    /// screen is made.
    private func module(ofContract name: String, orScreen: Bool = false) -> String? {
        // A class named like a View contract (`ScoreView: UIView`) is read as a screen type, not here;
        // a contract named for the app (`AppSettingsViewInput`) names a module the sources declare.
        let declaredContract = naming.vocabulary.contractRole(ofProtocol: name).flatMap { found in
            declaredModules[found.module] != nil && [.builder, .router, .view].contains(found.role) ? (found.module, found.role) : nil
        }
        guard let contract = naming.contractModule(ofProtocol: name) ?? declaredContract,
            contract.role != .view || !concreteTypes.contains(name),
            declaredModules[contract.module] != nil || (orScreen && contract.role == .view && viewModules.contains(contract.module))
        else { return nil }
        return contract.module
    }

    /// The declared module a storyboard, an identifier or a central factory's method names:
    /// `Orders`, `orders`, `OrdersStoryboard`, `OrdersVC`, `makeOrdersModule`, `createOrdersScreen`.
    func module(named name: String) -> String? {
        if storyboardContainers.contains(name) { return name }
        if let screen = storyboardScreens[name], let module = module(ofScreenType: screen) { return module }
        var name = name
        if let verb = ModuleNaming.buildVerbs.first(where: { name.hasPrefix($0) }), ModuleNaming.isBuildMethod(name) {
            name.removeFirst(verb.count)
        }
        guard let first = name.first else { return nil }
        name = first.uppercased() + name.dropFirst()
        for suffix in ["Storyboard", "ViewController", "Controller", "VC", "Screen", "View", "Module", "Scene"] where name.hasSuffix(suffix)
        {
            name.removeLast(suffix.count)
            break
        }
        if name.hasSuffix("Module") { name.removeLast("Module".count) }
        return declaredModules[name] != nil ? name : nil
    }

    /// The module of a View, Router or Builder type: a View counts when the app declares it
    /// (not `UIViewController`, not a pod's screen) or its module exists.
    func module(ofScreenType name: String) -> String? {
        // A view generic over the view it shows (`NavigationLazyView(detail)`) is no screen.
        guard !contentWrappers.contains(name) else { return nil }
        guard let found = naming.role(ofType: name) else { return controllerModules[name] ?? adoptedProtocols[name] }
        switch found.role {
        case .builder, .router:
            if let contracted = contractModules[name] { return contracted }
            // A factory of dialogs (`AlertFactory`) makes a pop-up, not another module's screen.
            return declaredModules[found.module] != nil || !ModuleNaming.namesDialog(found.module) ? found.module : nil
        case .view:
            // A UIKit view (`ScoreView: UIView`) is a part of a screen, never a screen of its own.
            if types.ancestors(of: name).contains("UIView") { return nil }
            // A View the app declares for no module is a screen when it is a view controller
            // among the modules or a SwiftUI view, not a helper named `…View` (`AlertView`).
            if declaredModules[found.module] != nil { return found.module }
            guard concreteTypes.contains(name), screenModules.contains(found.module) || types.type(name, conformsTo: "View") else {
                return nil
            }
            return found.module
        case .presenter, .interactor, .entity: return nil
        }
    }

    /// The module whose code a type is: by its role name, else as a view controller; a type
    /// named for no declared module that conforms to a declared module's contract
    /// (`SavedRecipeRouter: SavedRecipesRouting`) is that module's, and so is a type of no
    /// module nested in, `private` beside or in the folder of a module's types.
    func module(ofOwner name: String) -> String? {
        if let contracted = contractModules[name] { return contracted }
        // Code in an extension of a protocol only one module's types adopt (`extension
        // CategoryRoute where Self: BaseRouter`, adopted by `CategoryRouter`) is that module's.
        return naming.module(ofType: name) ?? controllerModules[name] ?? hostModules[name] ?? adoptedProtocols[name]
    }

    // MARK: Sources

    /// The edges of screens handed to another screen as it is made: the receiving module holds
    /// them (a container of two lists, a tab bar built with its tabs).
    private func addEmbeddings(to draft: inout GraphDraft) {
        for embedding in facts.embeddings {
            guard let container = resolve(embedding.container), let content = resolve(embedding.content), container != content,
                declaredModules[content] != nil || screenModules.contains(content)
            else { continue }
            draft.add(ModuleEdge(from: container, to: content, kind: .builds, route: nil), at: embedding.location, target: content)
        }
    }

    /// Who navigates from `owner`'s `function`: its module; else the modules it was handed to,
    /// to be called back (a flow coordinator's method); else the modules that call that function (a coordinator or launcher
    /// method a router calls), or the app when its calls start there (none when they start in
    /// code nothing calls); else the app. With `onlyModules`, a type named like a module that the
    /// sources do not declare as one (SwiftUI's `ContentView`) is no start: its callers are, or
    /// the app.
    private func sources(
        owner: String?, function: String?, hops: [String: Set<String>], onlyModules: Bool = false,
        site: (location: String, cases: NavigationFacts.RouteCases?)? = nil
    ) -> [String] {
        if let module = owner.flatMap(module(ofOwner:)), appRootViews.contains(module) { return [ModuleGraph.appNode] }
        // A module's own method stays its own when it hands it to a module it builds (a tab bar
        // refreshing its tabs when a tab asks): the module's code runs it.
        if let module = owner.flatMap(module(ofOwner:)), !onlyModules || declaredModules[module] != nil || screenModules.contains(module) {
            return [module]
        }
        if let owner, let function, let modules = callbacks["\(owner).\(function)"] { return modules.sorted() }
        // A closure handed to a build call whose module is not known is followed as its method.
        let function = function.map(NavigationFacts.enclosingMethod)
        if let owner, let function,
            let callers = site.flatMap({ site in
                site.cases.flatMap { hops[Self.siteKey(owner: owner, function: function, location: site.location, cases: $0)] }
            }) ?? hops["\(owner).\(function)"]
        {
            return callers.sorted()
        }
        return [ModuleGraph.appNode]
    }

    /// For each navigating method of a type outside any module (`AppCoordinator.userDidLogin`),
    /// keyed `Type.method`, where its navigation starts: the modules whose types call it, directly
    /// or through other methods outside any module (a launch helper's `launch()` calling its own
    /// `startHome()`, a central factory's method called from a shared router), and the app when a
    /// chain of such calls starts in a method nothing calls (a scene delegate's callback).
    private func navigatingFunctionCallers() -> [String: Set<String>] {
        var navigating: Set<String> = []
        for intent in facts.intents where intent.registration == nil {
            guard let owner = intent.owner, module(ofOwner: owner) == nil, let function = intent.function else { continue }
            navigating.insert("\(owner).\(function)")
        }
        for production in facts.productions where !production.isReturned && !(production.routeCases.map(isRouteTableEntry) ?? false) {
            guard let owner = production.owner, module(ofOwner: owner) == nil,
                let function = production.function.map(NavigationFacts.enclosingMethod)
            else { continue }
            navigating.insert("\(owner).\(function)")
        }
        // A data layer calling back into the app (a sign-in service telling the app's
        // interactor the session changed) is not a module's navigation: the app chooses what shows.
        let calls = HelperCalls(
            facts.memberCalls, types: types, module: module(ofOwner:), navigating: navigating,
            followsThrough: { !ModuleNaming.namesDataLayer($0) })
        var sources: [String: Set<String>] = [:]
        // A method nothing in the sources calls is called from outside them when its type is
        // where the app starts, or when it overrides or is overridden (a coordinator's `start()`,
        // called through its base class where the sources do not show the call), unless its
        // type is a view controller: the system calls those for a screen that is no module.
        var overridden: Set<String> = []
        for key in facts.overridingMethods {
            guard let dot = key.lastIndex(of: ".") else { continue }
            for ancestor in types.ancestors(of: String(key[..<dot])) { overridden.insert(ancestor + key[dot...]) }
        }
        let isCalledFromOutside = { (key: String) in
            let owner = String(key[..<(key.lastIndex(of: ".") ?? key.endIndex)])
            if isEntry(owner) { return true }
            return !Self.inheritsController(owner, types: types) && overridden.contains(key)
        }
        for key in navigating { sources[key] = calls.sources(of: key, isCalledFromOutside: isCalledFromOutside) }
        // Navigation under a `switch` case is reached only by the calls that name that case.
        for production in facts.productions where !production.isReturned {
            guard let cases = production.routeCases, !isRouteTableEntry(cases), let owner = production.owner, module(ofOwner: owner) == nil,
                let function = production.function.map(NavigationFacts.enclosingMethod)
            else { continue }
            sources[Self.siteKey(owner: owner, function: function, location: production.location, cases: cases)] = calls.sources(
                of: "\(owner).\(function)", under: cases, isCalledFromOutside: isCalledFromOutside)
        }
        return sources
    }

    /// The key under which ``navigatingFunctionCallers()`` keeps the sources of one production
    /// written under a `switch` case (several share a site: `push(controller)` after the switch
    /// that assigns it).
    private static func siteKey(owner: String, function: String, location: String, cases: NavigationFacts.RouteCases) -> String {
        "\(owner).\(function)@\(location)@" + cases.cases.map(\.name).joined(separator: ",")
    }

    /// Whether a type is where the app starts, or the system calls it on the app's behalf, so
    /// that its methods nothing in the sources calls are called from outside them: an app or
    /// scene delegate, a SwiftUI `App`, a type named as the app's (`AppCoordinator`,
    /// `RootWireframe`, `AppConfigurator`), or one that receives the app's notifications
    /// (`UNUserNotificationCenterDelegate`). A table view's delegate is called for a screen,
    /// which the sources do not say.
    private func isEntry(_ type: String) -> Bool {
        // A class named `Application` holds the app's services; the app starts in its delegate.
        if type != "Application", ModuleNaming.isApp(type) || type.hasSuffix("AppDelegate") || type.hasSuffix("SceneDelegate") {
            return true
        }
        if let named = naming.vocabulary.module(ofType: type), ModuleNaming.isApp(named.module) { return true }
        return !types.ancestors(of: type).isDisjoint(with: Self.entryProtocols)
    }

    private static let entryProtocols: Set<String> = [
        "App", "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate", "WKApplicationDelegate",
        "WKExtensionDelegate", "UNUserNotificationCenterDelegate", "PKPushRegistryDelegate", "MessagingDelegate",
    ]

    /// The enums navigation calls (also deep links' handlers) go to, and those navigators are
    /// typed with.
    private static func navigatedEnums(_ facts: NavigationFacts, routes: RouteResolver) -> Set<String> {
        var enums = facts.routeTypeNames
        for intent in facts.intents {
            let siblings = intent.routes.map(\.name)
            for reference in intent.routes {
                if case .route(let key) = routes.resolve(reference, path: intent.typePath, siblings: siblings), let name = key.enumName {
                    enums.insert(name)
                }
            }
        }
        return enums
    }

    /// Whether a production's switch case is an entry of a route table: its enum is one the app
    /// navigates with, or cannot be told.
    private func isRouteTableEntry(_ cases: NavigationFacts.RouteCases) -> Bool {
        cases.cases.contains { reference in
            guard case .route(let key) = routes.resolve(reference, path: cases.subject, siblings: cases.siblings) else { return false }
            return key.enumName.map(navigatedEnums.contains) ?? true
        }
    }
}
