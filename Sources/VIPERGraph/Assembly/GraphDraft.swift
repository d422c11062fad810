/// The graph while ``GraphAssembler`` joins the facts: the route table, the edges with where
/// each is made, and what the findings are made from.
struct GraphDraft {
    /// For each route, the modules its handlers build and how they show them (`builds` when
    /// the handler does not say).
    var table: [RouteResolver.Key: [String: NavigationKind]] = [:]
    var edges: Set<ModuleEdge> = []
    var edgeSites: [ModuleEdge: Set<String>] = [:]
    /// Every module, with where it is first declared or shown.
    var locations: [String: String]
    var findings: [GraphFinding] = []
    /// Routes navigated to or deep-linked that no handler serves, with where first.
    var unservedUses: [RouteResolver.Key: String] = [:]
    var unservedNavigation: Set<UnservedNavigation> = []
    var steps: [NavigationFacts.Registration: [DeepLinkStep]] = [:]
    var navigatedEnums: Set<String> = []

    /// The route `key` shows `target` with `kind`; a kind that says how wins over `builds`.
    mutating func bind(_ key: RouteResolver.Key, to target: String, kind: NavigationKind, at location: String) {
        if table[key]?[target] == nil || table[key]?[target] == .builds { table[key, default: [:]][target] = kind }
        if locations[target] == nil { locations[target] = location }
    }

    /// An edge made at `location`; `target`, when given, is a module that exists from there on.
    mutating func add(_ edge: ModuleEdge, at location: String, target: String?) {
        edges.insert(edge)
        edgeSites[edge, default: []].insert(location)
        if let target, locations[target] == nil { locations[target] = location }
    }

    /// Drops the `modules` that lead nowhere (no edge from them, no route to them) and are only
    /// built, never shown, with the edges into them.
    mutating func removeDeadEnds(_ modules: Set<String>) {
        let kept = edges.filter { $0.kind != .builds }.map(\.to) + edges.map(\.from) + table.values.flatMap(\.keys)
        let deadEnds = modules.subtracting(kept)
        guard !deadEnds.isEmpty else { return }
        for edge in edges where deadEnds.contains(edge.to) {
            edges.remove(edge)
            edgeSites[edge] = nil
        }
        for module in deadEnds { locations[module] = nil }
    }

    /// The finished graph, sorted.
    func graph(deepLinks: [DeepLinkEntry]) -> ModuleGraph {
        let endpoints = edges.flatMap { [$0.from, $0.to] } + unservedNavigation.map(\.from)
        return ModuleGraph(
            modules: Set(locations.keys).union(endpoints).subtracting([ModuleGraph.appNode]).sorted(),
            edges: edges.sorted(),
            routes: table.flatMap { key, targets in
                targets.keys.map { RouteBinding(route: key.name, module: $0, routeEnum: key.enumName) }
            }.sorted(),
            deepLinks: deepLinks.sorted(),
            unservedNavigation: unservedNavigation.sorted(),
            findings: Array(Set(findings)).sorted()
        )
    }
}
