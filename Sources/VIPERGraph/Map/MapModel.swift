import VIPERVocabulary

/// The boxes and links of the module map, before they are placed: every module, the app, the
/// deep-link table and the routes no handler serves; and one link per pair of boxes, carrying
/// every edge between them with the places that make it.
struct MapModel {
    struct Box {
        let name: String
        let kind: MapDocument.Node.Kind
        let group: Int?
    }

    struct Link {
        let from: Int
        let to: Int
        var edges: [MapDocument.Edge]
    }

    /// The name of the box that stands for the deep-link table.
    static let deepLinksName = "Deep links"

    private(set) var boxes: [Box] = []
    private(set) var links: [Link] = []
    let groups: FeatureGroups
    private var indexOfBox: [String: Int] = [:]
    private var indexOfLink: [[Int]: Int] = [:]

    init(reading: GraphReading, vocabulary: RoleVocabulary) {
        let graph = reading.graph
        groups = FeatureGroups(modules: graph.modules, types: reading.sites.moduleTypes, vocabulary: vocabulary)
        if graph.drawsAppNode { addBox(Box(name: ModuleGraph.appNode, kind: .app, group: nil)) }
        let linked = graph.deepLinks.filter { graph.target(of: $0) != nil }
        if !linked.isEmpty { addBox(Box(name: Self.deepLinksName, kind: .deepLinks, group: nil)) }
        let modules = graph.modules.sorted { (groups.groupOfModule[$0] ?? 0, $0) < (groups.groupOfModule[$1] ?? 0, $1) }
        for module in modules { addBox(Box(name: module, kind: .module, group: groups.groupOfModule[module])) }
        for route in graph.unservedRoutes {
            addBox(Box(name: graph.text(route) + " (no handler)", kind: .route, group: nil))
            indexOfBox[graph.nodeName(route)] = boxes.count - 1
        }
        for edge in graph.edges {
            let category = edge.from == ModuleGraph.appNode ? "entry" : edge.kind.rawValue
            add(
                edge.from, edge.to,
                MapDocument.Edge(category: category, label: graph.label(edge), detail: nil, at: reading.sites.edges[edge] ?? []))
        }
        for navigation in graph.unservedNavigation {
            let category = navigation.from == ModuleGraph.appNode ? "entry" : navigation.kind.rawValue
            add(
                navigation.from, graph.nodeName(navigation.routeLabel),
                MapDocument.Edge(category: category, label: graph.label(navigation), detail: nil, at: []))
        }
        for link in linked {
            guard let target = graph.target(of: link) else { continue }
            add(
                Self.deepLinksName, target,
                MapDocument.Edge(category: "deepLink", label: link.pattern, detail: graph.stepsLabel(link), at: [link.location]))
        }
    }

    /// The index of the box of that name, if there is one.
    func box(named name: String) -> Int? {
        indexOfBox[name]
    }

    private mutating func addBox(_ box: Box) {
        indexOfBox[box.name] = boxes.count
        boxes.append(box)
    }

    private mutating func add(_ from: String, _ to: String, _ edge: MapDocument.Edge) {
        guard let source = indexOfBox[from], let target = indexOfBox[to], source != target else { return }
        if let existing = indexOfLink[[source, target]] {
            links[existing].edges.append(edge)
        } else {
            indexOfLink[[source, target]] = links.count
            links.append(Link(from: source, to: target, edges: [edge]))
        }
    }

    /// The graph to lay out: a box per box, as wide as its name needs, and an edge per link.
    func layoutGraph() -> LayoutGraph {
        LayoutGraph(
            nodes: boxes.map { LayoutGraph.Node(width: Self.width(of: $0.name), height: Self.boxHeight, group: $0.group) },
            edges: links.map { LayoutGraph.Edge(from: $0.from, to: $0.to) })
    }

    static let boxHeight = 26

    /// Room for a name in the map's 12-pixel sans-serif font, a margin, a cycle mark and a
    /// findings badge.
    static func width(of name: String) -> Int {
        let units = name.reduce(0.0) { total, character in
            total + (character.isUppercase ? 8.6 : character.isNumber ? 7.2 : 6.9)
        }
        return Int((units + 62).rounded(.up))
    }
}
