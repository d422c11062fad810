/// The formats `viper graph` writes.
public enum GraphFormat: String, Sendable, CaseIterable {
    /// A Mermaid flowchart, which GitHub renders inside a ```` ```mermaid ```` block.
    case mermaid
    /// Graphviz DOT, for `dot -Tsvg`.
    case dot
    /// JSON with every module, edge, route, deep link and finding.
    case json
    /// The interactive module map: one self-contained HTML page (see ``ModuleMap``).
    case html

    /// `graph` in this format; the same graph always gives the same text.
    public func render(_ graph: ModuleGraph) -> String {
        switch self {
        case .mermaid: MermaidRenderer.render(graph)
        case .dot: DOTRenderer.render(graph)
        case .json: JSONRenderer.render(graph)
        case .html: ModuleMap(reading: GraphReading(graph: graph, syntaxErrors: [:])).html()
        }
    }
}

/// A route as the pictures show it: `.detail`, or `ShopRoute.detail` when the graph has routes
/// of several enums.
struct RouteLabel: Hashable, Comparable {
    let routeEnum: String?
    let route: String

    static func < (lhs: RouteLabel, rhs: RouteLabel) -> Bool {
        (lhs.routeEnum ?? "", lhs.route) < (rhs.routeEnum ?? "", rhs.route)
    }
}

extension ModuleGraph {
    /// Whether routes are written with their enum: when they come from more than one.
    var qualifiesRoutes: Bool {
        let enums =
            edges.compactMap(\.routeEnum) + routes.compactMap(\.routeEnum)
            + unservedNavigation.compactMap(\.routeEnum) + deepLinks.flatMap { $0.steps.compactMap(\.routeEnum) }
        return Set(enums).count > 1
    }

    /// `.detail`, or `ShopRoute.detail` when ``qualifiesRoutes``.
    func text(_ route: RouteLabel) -> String {
        guard qualifiesRoutes, let routeEnum = route.routeEnum else { return "." + route.route }
        return "\(routeEnum).\(route.route)"
    }

    /// A node name for a route no handler serves: `route_detail`, `route_ShopRoute_detail`
    /// (with `separator` between the words).
    func nodeName(_ route: RouteLabel, separator: String = "_") -> String {
        guard qualifiesRoutes, let routeEnum = route.routeEnum else { return "route" + separator + route.route }
        return ["route", routeEnum, route.route].joined(separator: separator)
    }

    /// `push .detail`, or the kind alone for a direct build.
    func label(_ edge: ModuleEdge) -> String {
        edge.route.map { "\(edge.kind.rawValue) \(text(RouteLabel(routeEnum: edge.routeEnum, route: $0)))" } ?? edge.kind.rawValue
    }

    /// `push .forgotPassword`.
    func label(_ navigation: UnservedNavigation) -> String {
        "\(navigation.kind.rawValue) \(text(navigation.routeLabel))"
    }

    /// `setRoot .home, push .detail`.
    func stepsLabel(_ link: DeepLinkEntry) -> String {
        link.steps.map { "\($0.kind.rawValue) \(text(RouteLabel(routeEnum: $0.routeEnum, route: $0.route)))" }.joined(separator: ", ")
    }

    /// Modules named by an unreached-module finding.
    var unreachedModules: Set<String> {
        Set(findings.filter { $0.kind == .unreachedModule }.map(\.subject))
    }

    /// Whether the app node has edges and so must be drawn.
    var drawsAppNode: Bool {
        edges.contains { $0.from == Self.appNode } || unservedNavigation.contains { $0.from == Self.appNode }
    }

    /// The routes navigated or deep-linked to without a handler, each once, sorted.
    var unservedRoutes: [RouteLabel] {
        let linked = deepLinks.filter { $0.destination == nil }.compactMap(\.steps.last).map {
            RouteLabel(routeEnum: $0.routeEnum, route: $0.route)
        }
        return Array(Set(unservedNavigation.map(\.routeLabel) + linked)).sorted()
    }

    /// The node a deep link ends on: its destination module, else its last route's node.
    func target(of link: DeepLinkEntry, separator: String = "_") -> String? {
        if let destination = link.destination { return destination }
        return link.steps.last.map { nodeName(RouteLabel(routeEnum: $0.routeEnum, route: $0.route), separator: separator) }
    }
}

extension UnservedNavigation {
    var routeLabel: RouteLabel { RouteLabel(routeEnum: routeEnum, route: route) }
}
