/// The text formats `viper graph` writes.
public enum GraphFormat: String, Sendable, CaseIterable {
    /// A Mermaid flowchart, which GitHub renders inside a ```` ```mermaid ```` block.
    case mermaid
    /// Graphviz DOT, for `dot -Tsvg`.
    case dot
    /// JSON with every module, edge, route, deep link and finding.
    case json

    /// `graph` in this format; the same graph always gives the same text.
    public func render(_ graph: ModuleGraph) -> String {
        switch self {
        case .mermaid: MermaidRenderer.render(graph)
        case .dot: DOTRenderer.render(graph)
        case .json: JSONRenderer.render(graph)
        }
    }
}

extension ModuleEdge {
    /// `push .detail`, or the kind alone for a direct build.
    var label: String {
        route.map { "\(kind.rawValue) .\($0)" } ?? kind.rawValue
    }
}

extension DeepLinkEntry {
    /// `setRoot .home, push .detail`.
    var stepsLabel: String {
        steps.map { "\($0.kind.rawValue) .\($0.route)" }.joined(separator: ", ")
    }
}

extension ModuleGraph {
    /// Modules named by an unreached-module finding.
    var unreachedModules: Set<String> {
        Set(findings.filter { $0.kind == .unreachedModule }.map(\.subject))
    }

    /// Whether the app node has edges and so must be drawn.
    var drawsAppNode: Bool {
        edges.contains { $0.from == Self.appNode } || unservedNavigation.contains { $0.from == Self.appNode }
    }

    /// The routes navigated or deep-linked to without a handler, each once, sorted.
    var unservedRoutes: [String] {
        let linked = deepLinks.filter { $0.destination == nil }.compactMap(\.steps.last?.route)
        return Array(Set(unservedNavigation.map(\.route) + linked)).sorted()
    }
}

extension UnservedNavigation {
    /// `push .forgotPassword`.
    var label: String { "\(kind.rawValue) .\(route)" }
}
