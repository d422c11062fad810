/// Writes a ``ModuleGraph`` as a Graphviz digraph.
enum DOTRenderer {
    static func render(_ graph: ModuleGraph) -> String {
        var lines = ["digraph modules {", "    rankdir=LR;", "    node [shape=box, style=rounded];"]
        if graph.drawsAppNode { lines.append("    \(quote(ModuleGraph.appNode)) [shape=oval];") }
        let unreached = graph.unreachedModules
        for module in graph.modules {
            lines.append("    \(quote(module))\(unreached.contains(module) ? " [style=\"rounded,dashed\"]" : "");")
        }
        for edge in graph.edges {
            let style = edge.kind == .builds ? ", style=dashed" : ""
            lines.append("    \(quote(edge.from)) -> \(quote(edge.to)) [label=\(quote(graph.label(edge)))\(style)];")
        }
        for route in graph.unservedRoutes {
            lines.append(
                "    \(quote(graph.nodeName(route, separator: ":"))) [label=\(quote(graph.text(route) + " (no handler)")), style=\"rounded,dashed\"];"
            )
        }
        for navigation in graph.unservedNavigation {
            lines.append(
                "    \(quote(navigation.from)) -> \(quote(graph.nodeName(navigation.routeLabel, separator: ":"))) [label=\(quote(graph.label(navigation)))];"
            )
        }
        for (index, link) in graph.deepLinks.enumerated() {
            let id = quote("link\(index + 1)")
            lines.append("    \(id) [label=\(quote(link.pattern)), shape=note];")
            if let target = graph.target(of: link, separator: ":") {
                lines.append("    \(id) -> \(quote(target)) [label=\(quote(graph.stepsLabel(link))), style=dotted];")
            }
        }
        for finding in graph.findings { lines.append("    // finding: \(finding.message)") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A DOT string literal.
    private static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
