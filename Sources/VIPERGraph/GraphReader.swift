import VIPERMocks
import VIPERSyntax
import VIPERVocabulary

/// Reads Swift sources and draws the module graph: which module builds or routes to which,
/// the route table, and the deep links.
///
/// ```swift
/// let graph = GraphReader.read(try SwiftSource.load(["Sources/Discover"], relativeTo: root))
/// print(GraphFormat.mermaid.render(graph))
/// ```
///
/// What it recognises (see docs/graph.md):
/// - modules: the Presenters, Interactors, Routers and Builders the role vocabulary names
///   (`LoginRouter`, `LoginWireframe`, `LoginModuleAssembly`; types named `App…` are the app itself);
/// - direct edges: `XRouter.build(` / `XBuilder.build(` / `XFactory.make(` inside another module's type, shown
///   as the navigation call around it (`push(…)`, `present(…)`, `setRoot(…)`), else "builds";
/// - the route table: `case .detail: … DetailBuilder.build(…)` in a `switch` over routes;
/// - route edges: `navigator.push(.detail(id))` in a module's type, through the route table;
/// - deep links: `register("pattern") { … [.push(.detail(id))] }` with a string literal;
/// - coordinator hops: a module's call to a coordinator method (`coordinator?.userDidLogin(user)`)
///   leads where that method of an `…Coordinator` type navigates (`setRoot(.home)`);
/// - entry edges: navigation or builds outside any module, drawn from ``ModuleGraph/appNode``.
public enum GraphReader {
    /// The graph of `sources`, read with the role names of `vocabulary`. Files that do not
    /// parse are read as far as the parser recovers.
    public static func read(_ sources: [SwiftSource], vocabulary: RoleVocabulary = .standard) -> ModuleGraph {
        let naming = ModuleNaming(vocabulary: vocabulary)
        var facts = NavigationFacts()
        for source in sources {
            let parsed = SourceFileParser.parse(source: source.text)
            let collector = NavigationCollector(path: source.path, tree: parsed.tree, naming: naming)
            collector.walk(parsed.tree)
            let found = collector.facts
            facts.declaredTypes += found.declaredTypes
            facts.routeCases += found.routeCases
            facts.builds += found.builds
            facts.intents += found.intents
            facts.registrations += found.registrations
            facts.memberCalls += found.memberCalls
        }
        return assemble(facts, naming: naming)
    }

    private static func assemble(_ facts: NavigationFacts, naming: ModuleNaming) -> ModuleGraph {
        var routeTable: [String: Set<String>] = [:]
        var edges: Set<ModuleEdge> = []
        var modules = Set(facts.declaredTypes.compactMap { naming.declaredModule(ofType: $0.name) })
        var locations: [String: String] = [:]
        for declared in facts.declaredTypes {
            guard let module = naming.declaredModule(ofType: declared.name), locations[module] == nil else { continue }
            locations[module] = declared.location
        }

        for build in facts.builds {
            modules.insert(build.target)
            if locations[build.target] == nil { locations[build.target] = build.location }
            for route in build.routeCases { routeTable[route, default: []].insert(build.target) }
            let ownerModule = build.owner.flatMap(naming.module(ofType:))
            // A route switch outside any module is the app's route table, not an edge.
            guard ownerModule != nil || build.routeCases.isEmpty else { continue }
            edges.insert(ModuleEdge(from: ownerModule ?? ModuleGraph.appNode, to: build.target, kind: build.kind, route: nil))
        }

        var unservedUses: [String: String] = [:]
        var unservedNavigation: Set<UnservedNavigation> = []
        let callers = coordinatorCallers(facts, naming: naming)
        for intent in facts.intents where intent.registration == nil {
            let sources: [String]
            if let module = intent.owner.flatMap(naming.module(ofType:)) {
                sources = [module]
            } else if let owner = intent.owner, owner.contains("Coordinator"),
                      let modules = intent.function.flatMap({ callers[$0] }) {
                sources = modules.sorted()
            } else {
                sources = [ModuleGraph.appNode]
            }
            for route in intent.routes {
                guard let targets = routeTable[route] else {
                    unservedUses[route] = unservedUses[route] ?? intent.location
                    for from in sources { unservedNavigation.insert(UnservedNavigation(from: from, kind: intent.kind, route: route)) }
                    continue
                }
                for from in sources {
                    for target in targets { edges.insert(ModuleEdge(from: from, to: target, kind: intent.kind, route: route)) }
                }
            }
        }

        var deepLinks: [DeepLinkEntry] = []
        for registration in Set(facts.registrations) {
            let steps = facts.intents.filter { $0.registration == registration }.flatMap { intent in
                intent.routes.map { route in
                    DeepLinkStep(kind: intent.kind, route: route, module: routeTable[route]?.sorted().first)
                }
            }
            for step in steps where step.module == nil {
                unservedUses[step.route] = unservedUses[step.route] ?? registration.location
            }
            deepLinks.append(DeepLinkEntry(pattern: registration.pattern, steps: steps, location: registration.location))
        }

        let findings = unreached(modules, edges: edges, deepLinks: deepLinks, locations: locations)
            + unserved(facts.routeCases, uses: unservedUses, routeTable: routeTable)
        return ModuleGraph(
            modules: modules.sorted(),
            edges: edges.sorted(),
            routes: routeTable.flatMap { route, targets in targets.map { RouteBinding(route: route, module: $0) } }.sorted(),
            deepLinks: deepLinks.sorted(),
            unservedNavigation: unservedNavigation.sorted(),
            findings: findings.sorted()
        )
    }

    /// For each coordinator method that navigates, the modules that call it: a router's
    /// `coordinator?.userDidLogin(user)` leads where `AppCoordinator.userDidLogin` navigates.
    private static func coordinatorCallers(_ facts: NavigationFacts, naming: ModuleNaming) -> [String: Set<String>] {
        let navigatingMethods = Set(facts.intents.compactMap { intent -> String? in
            guard let owner = intent.owner, owner.contains("Coordinator"), naming.module(ofType: owner) == nil else { return nil }
            return intent.function
        })
        var callers: [String: Set<String>] = [:]
        for call in facts.memberCalls where navigatingMethods.contains(call.method) {
            if let module = naming.module(ofType: call.owner) { callers[call.method, default: []].insert(module) }
        }
        return callers
    }

    private static func unreached(
        _ modules: Set<String>, edges: Set<ModuleEdge>, deepLinks: [DeepLinkEntry], locations: [String: String]
    ) -> [GraphFinding] {
        let reached = Set(edges.filter { $0.from != $0.to }.map(\.to))
            .union(deepLinks.flatMap { $0.steps.compactMap(\.module) })
        return modules.subtracting(reached).map { module in
            GraphFinding(
                kind: .unreachedModule, subject: module, location: locations[module] ?? "",
                message: "module '\(module)' is not reached: no other module, app entry point or deep link builds or routes to it. "
                    + "Route to it, register a deep link, or delete it."
            )
        }
    }

    private static func unserved(
        _ routeCases: [(name: String, enumName: String, location: String)], uses: [String: String],
        routeTable: [String: Set<String>]
    ) -> [GraphFinding] {
        var findings: [String: GraphFinding] = [:]
        for routeCase in routeCases where routeTable[routeCase.name] == nil {
            findings[routeCase.name] = GraphFinding(
                kind: .unservedRoute, subject: routeCase.name, location: routeCase.location,
                message: "route '.\(routeCase.name)' of \(routeCase.enumName) is served by no handler: no switch case builds a module for it. "
                    + "Add 'case .\(routeCase.name): <Module>Builder.build(…)' to the route switch, or remove the case."
            )
        }
        for (route, location) in uses where findings[route] == nil {
            findings[route] = GraphFinding(
                kind: .unservedRoute, subject: route, location: location,
                message: "route '.\(route)' is navigated to here but served by no handler: no switch case builds a module for it. "
                    + "Add 'case .\(route): <Module>Builder.build(…)' to the route switch."
            )
        }
        return Array(findings.values)
    }
}
