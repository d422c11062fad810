/// Joins the facts of every file into a ``ModuleGraph``: which modules exist, what each
/// production and navigation call leads to, the route table, deep links and findings.
struct GraphAssembler {
    let facts: NavigationFacts
    let naming: ModuleNaming
    private let types: TypeTable
    private let routes: RouteResolver
    /// Modules some type's declaration makes exist, with where the first such type is declared.
    private let declaredModules: [String: String]
    /// Non-protocol types declared in the sources.
    private let concreteTypes: Set<String>
    /// Declared view controllers the vocabulary does not name Views (`HomeController:
    /// UIViewController`), with their module.
    private let controllerModules: [String: String]
    /// For each method name, the modules the methods of that name return.
    private var summaries: [String: Set<String>] = [:]

    init(_ facts: NavigationFacts, naming: ModuleNaming) {
        var facts = facts
        let isTest = { (owner: String?) in owner.map(naming.isTestType) ?? false }
        facts.productions.removeAll { isTest($0.owner) }
        facts.intents.removeAll { isTest($0.owner) }
        facts.memberCalls.removeAll { isTest($0.owner) }
        facts.enums.removeAll { isTest($0.owner) }
        self.facts = facts
        self.naming = naming
        types = TypeTable(facts)
        routes = RouteResolver(facts, types: types)
        var modules: [String: String] = [:]
        for type in facts.types where !type.isProtocol && !type.isEnumWithCases {
            guard let module = naming.declaredModule(ofType: type.name), modules[module] == nil else { continue }
            modules[module] = type.location
        }
        declaredModules = modules
        concreteTypes = Set(facts.types.filter { !$0.isProtocol }.map(\.name))
        var controllers: [String: String] = [:]
        for type in facts.types where !type.isProtocol && naming.role(ofType: type.name) == nil {
            guard let module = naming.module(ofController: type.name), Self.inheritsController(type.name, types: types) else { continue }
            controllers[type.name] = module
        }
        controllerModules = controllers
        for production in facts.productions where production.isReturned {
            guard let function = production.function, let module = resolveWithoutSummaries(production.target) else { continue }
            summaries[function, default: []].insert(module)
        }
    }

    /// The graph, and for each edge the places that make it.
    func assemble() -> (graph: ModuleGraph, edgeSites: [ModuleEdge: [String]]) {
        // The route table: for each route, the modules its handlers build and how they show
        // them (`builds` when the handler does not say).
        var table: [RouteResolver.Key: [String: NavigationKind]] = [:]
        var edges: Set<ModuleEdge> = []
        var edgeSites: [ModuleEdge: Set<String>] = [:]
        var locations = declaredModules
        var findings: [GraphFinding] = []
        let hops = navigatingFunctionCallers()

        for production in facts.productions {
            guard let target = resolve(production.target) else { continue }
            let ownerModule = production.owner.flatMap(module(ofOwner:))
            if let cases = production.routeCases {
                for reference in cases.cases {
                    guard case .route(let key) = routes.resolve(reference, path: cases.subject, siblings: cases.siblings) else { continue }
                    if table[key]?[target] == nil || table[key]?[target] == .builds { table[key, default: [:]][target] = production.kind }
                    if locations[target] == nil { locations[target] = production.location }
                }
                // A route switch outside any module is the app's route table, not an edge.
                if ownerModule == nil { continue }
            }
            // A method outside any module that returns a module is a factory, not navigation.
            if ownerModule == nil, production.isReturned { continue }
            for source in sources(owner: production.owner, function: production.function, hops: hops) where source != target {
                let edge = ModuleEdge(from: source, to: target, kind: production.kind, route: nil)
                edges.insert(edge)
                edgeSites[edge, default: []].insert(production.location)
                if locations[target] == nil { locations[target] = production.location }
            }
        }

        var unservedUses: [RouteResolver.Key: String] = [:]
        var unservedNavigation: Set<UnservedNavigation> = []
        var steps: [NavigationFacts.Registration: [DeepLinkStep]] = [:]
        var navigatedEnums: Set<String> = []
        for intent in facts.intents {
            let siblings = intent.routes.map(\.name)
            for reference in intent.routes {
                switch routes.resolve(reference, path: intent.typePath, siblings: siblings) {
                case .notARoute:
                    continue
                case .ambiguous(let name, let enums):
                    findings.append(GraphFinding(
                        kind: .ambiguousRoute, subject: name, location: intent.location,
                        message: "route '.\(name)' could be a case of \(enums.joined(separator: " or ")): nothing says which navigator "
                            + "it goes to. Write the enum's name ('\(enums[0]).\(name)') or give the navigator its route type "
                            + "('Navigating<\(enums[0])>')."))
                case .route(let key):
                    if let enumName = key.enumName { navigatedEnums.insert(enumName) }
                    let targets = Self.handlers(of: key, in: table)
                    if let registration = intent.registration {
                        steps[registration, default: []].append(DeepLinkStep(
                            kind: intent.kind ?? Self.shownKind(targets.values.min()), route: key.name,
                            module: targets.keys.min(), routeEnum: key.enumName))
                        if targets.isEmpty { unservedUses[key] = unservedUses[key] ?? registration.location }
                        continue
                    }
                    let from = sources(owner: intent.owner, function: intent.function, hops: hops)
                    guard !targets.isEmpty else {
                        unservedUses[key] = unservedUses[key] ?? intent.location
                        for source in from {
                            unservedNavigation.insert(UnservedNavigation(
                                from: source, kind: intent.kind ?? .shows, route: key.name, routeEnum: key.enumName))
                        }
                        continue
                    }
                    for source in from {
                        for (target, tableKind) in targets {
                            let edge = ModuleEdge(
                                from: source, to: target, kind: intent.kind ?? Self.shownKind(tableKind), route: key.name, routeEnum: key.enumName)
                            edges.insert(edge)
                            edgeSites[edge, default: []].insert(intent.location)
                        }
                    }
                }
            }
        }

        var deepLinks: [DeepLinkEntry] = []
        for registration in Set(facts.registrations) {
            guard let patterns = registration.pattern.texts(facts.constants) else { continue }
            for pattern in patterns {
                deepLinks.append(DeepLinkEntry(pattern: pattern, steps: steps[registration] ?? [], location: registration.location))
            }
        }

        // An enum nothing navigates with, switches over or types a navigator with is not yet a
        // route enum of this app (an API's `enum Routes`), so its cases are not findings.
        let usedEnums = navigatedEnums.union(table.keys.compactMap(\.enumName)).union(facts.routeTypeNames)
        findings += unreached(locations, edges: edges, deepLinks: deepLinks)
            + unserved(table: table, uses: unservedUses, enums: usedEnums)
        let endpoints = edges.flatMap { [$0.from, $0.to] } + unservedNavigation.map(\.from)
        let graph = ModuleGraph(
            modules: Set(locations.keys).union(endpoints).subtracting([ModuleGraph.appNode]).sorted(),
            edges: edges.sorted(),
            routes: table.flatMap { key, targets in
                targets.keys.map { RouteBinding(route: key.name, module: $0, routeEnum: key.enumName) }
            }.sorted(),
            deepLinks: deepLinks.sorted(),
            unservedNavigation: unservedNavigation.sorted(),
            findings: Array(Set(findings)).sorted()
        )
        return (graph, edgeSites.mapValues { $0.sorted(by: GraphSites.precedes) })
    }

    /// The modules `table` builds for `key`; a key whose enum could not be read on one side
    /// matches the same case of the one enum that has a handler for it.
    private static func handlers(
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
    private func resolve(_ target: NavigationFacts.Target) -> String? {
        switch target {
        case .method(let name):
            guard let modules = summaries[name], modules.count == 1 else { return nil }
            return modules.first
        case .either(let first, let second):
            return resolve(first) ?? resolve(second)
        case .type, .typePath:
            return resolveWithoutSummaries(target)
        }
    }

    private func resolveWithoutSummaries(_ target: NavigationFacts.Target) -> String? {
        switch target {
        case .type(let name):
            return module(ofScreenType: name)
        case .typePath(let path):
            guard let text = types.resolve(path) else { return nil }
            let name = TypeText.baseName(text)
            if let module = module(ofScreenType: name) { return module }
            guard let contract = naming.vocabulary.contractRole(ofProtocol: name), [.builder, .router, .view].contains(contract.role),
                  declaredModules[contract.module] != nil else { return nil }
            return contract.module
        case .either(let first, let second):
            return resolveWithoutSummaries(first) ?? resolveWithoutSummaries(second)
        case .method:
            return nil
        }
    }

    /// The module of a View, Router or Builder type: a View counts when the app declares it
    /// (not `UIViewController`, not a pod's screen) or its module exists.
    private func module(ofScreenType name: String) -> String? {
        guard let found = naming.role(ofType: name) else { return controllerModules[name] }
        switch found.role {
        case .builder, .router: return found.module
        case .view: return concreteTypes.contains(name) || declaredModules[found.module] != nil ? found.module : nil
        case .presenter, .interactor, .entity: return nil
        }
    }

    /// The module whose code a type is: by its role name, else as a view controller.
    func module(ofOwner name: String) -> String? {
        naming.module(ofType: name) ?? controllerModules[name]
    }

    /// Whether `name` inherits a view controller: an ancestor named `…Controller` or `…VC`
    /// (`UIViewController`, `UITabBarController`, the app's `BaseViewController`).
    private static func inheritsController(_ name: String, types: TypeTable) -> Bool {
        types.ancestors(of: name).contains { ancestor in
            ancestor != name && ModuleNaming.controllerSuffixes.contains { ancestor.hasSuffix($0) }
        }
    }

    // MARK: Sources

    /// Who navigates from `owner`'s `function`: its module; else the modules that call that
    /// function (a coordinator or launcher method a router calls); else the app.
    private func sources(owner: String?, function: String?, hops: [String: Set<String>]) -> [String] {
        if let module = owner.flatMap(module(ofOwner:)) { return [module] }
        if let owner, let function, let callers = hops["\(owner).\(function)"], !callers.isEmpty { return callers.sorted() }
        return [ModuleGraph.appNode]
    }

    /// For each navigating method of a type outside any module (`AppCoordinator.userDidLogin`),
    /// keyed `Type.method`, the modules whose types call it, matched through the receiver's
    /// type (`coordinator: AppCoordinating`) or, when that cannot be read, by a name only one
    /// type declares.
    private func navigatingFunctionCallers() -> [String: Set<String>] {
        var navigating: Set<String> = []
        for intent in facts.intents where intent.registration == nil {
            guard let owner = intent.owner, module(ofOwner: owner) == nil, let function = intent.function else { continue }
            navigating.insert("\(owner).\(function)")
        }
        for production in facts.productions where !production.isReturned && production.routeCases == nil {
            guard let owner = production.owner, module(ofOwner: owner) == nil, let function = production.function else { continue }
            navigating.insert("\(owner).\(function)")
        }
        let ownersByMethod = Dictionary(grouping: navigating) { String($0.split(separator: ".").last ?? "") }
        var callers: [String: Set<String>] = [:]
        for call in facts.memberCalls {
            guard let candidates = ownersByMethod[call.method], let caller = call.owner.flatMap(module(ofOwner:)) else { continue }
            let receiver = call.receiver.flatMap(types.resolve).map(TypeText.baseName)
            for key in candidates {
                let owner = String(key.dropLast(call.method.count + 1))
                let matches = receiver.map { types.type(owner, conformsTo: $0) } ?? (candidates.count == 1)
                if matches { callers[key, default: []].insert(caller) }
            }
        }
        return callers
    }

    // MARK: Findings

    private func unreached(_ locations: [String: String], edges: Set<ModuleEdge>, deepLinks: [DeepLinkEntry]) -> [GraphFinding] {
        let reached = Set(edges.filter { $0.from != $0.to }.map(\.to)).union(deepLinks.flatMap { $0.steps.compactMap(\.module) })
        return locations.filter { !reached.contains($0.key) }.map { module, location in
            GraphFinding(
                kind: .unreachedModule, subject: module, location: location,
                message: "module '\(module)' is not reached: no other module, app entry point or deep link builds or routes to it. "
                    + "Route to it, register a deep link, or delete it.")
        }
    }

    private func unserved(
        table: [RouteResolver.Key: [String: NavigationKind]], uses: [RouteResolver.Key: String], enums: Set<String>
    ) -> [GraphFinding] {
        var findings: [RouteResolver.Key: GraphFinding] = [:]
        for (enumName, cases) in routes.enums where enums.contains(enumName) {
            for routeCase in cases {
                let key = RouteResolver.Key(enumName: enumName, name: routeCase.name)
                guard Self.handlers(of: key, in: table).isEmpty, findings[key] == nil else { continue }
                findings[key] = GraphFinding(
                    kind: .unservedRoute, subject: "\(enumName).\(routeCase.name)", location: routeCase.location,
                    message: "route '.\(routeCase.name)' of \(enumName) is served by no handler: no switch case builds a module for it. "
                        + "Add 'case .\(routeCase.name): <Module>Builder.build(…)' to the route switch, or remove the case.")
            }
        }
        for (key, location) in uses where findings[key] == nil {
            findings[key] = GraphFinding(
                kind: .unservedRoute, subject: key.enumName.map { "\($0).\(key.name)" } ?? key.name, location: location,
                message: "route '.\(key.name)'\(key.enumName.map { " of \($0)" } ?? "") is navigated to here but served by no handler: "
                    + "no switch case builds a module for it. Add 'case .\(key.name): <Module>Builder.build(…)' to the route switch.")
        }
        return Array(findings.values)
    }
}
