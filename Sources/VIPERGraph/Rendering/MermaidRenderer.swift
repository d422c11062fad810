/// Writes a ``ModuleGraph`` as a Mermaid flowchart.
enum MermaidRenderer {
    static func render(_ graph: ModuleGraph) -> String {
        var lines = ["flowchart LR"]
        if graph.drawsAppNode { lines.append("    \(ModuleGraph.appNode)([\"\(ModuleGraph.appNode)\"])") }
        for module in graph.modules { lines.append("    \(module)[\"\(escape(module))\"]") }
        for edge in graph.edges {
            let arrow = edge.kind == .builds ? "-.->" : "-->"
            lines.append("    \(edge.from) \(arrow)|\"\(escape(graph.label(edge)))\"| \(edge.to)")
        }
        for route in graph.unservedRoutes {
            lines.append("    \(graph.nodeName(route))[\"\(escape(graph.text(route))) (no handler)\"]")
        }
        for navigation in graph.unservedNavigation {
            lines.append("    \(navigation.from) -->|\"\(escape(graph.label(navigation)))\"| \(graph.nodeName(navigation.routeLabel))")
        }
        for (index, link) in graph.deepLinks.enumerated() {
            let id = "link\(index + 1)"
            lines.append("    \(id)>\"\(escape(link.pattern))\"]")
            if let target = graph.target(of: link) {
                lines.append("    \(id) -.->|\"\(escape(graph.stepsLabel(link)))\"| \(target)")
            }
        }
        let unreached = graph.modules.filter(graph.unreachedModules.contains)
        let dashed = unreached + graph.unservedRoutes.map { graph.nodeName($0) }
        if !dashed.isEmpty {
            lines.append("    classDef unreached stroke-dasharray: 5 5")
            lines.append("    class \(dashed.joined(separator: ",")) unreached")
        }
        for finding in graph.findings { lines.append("    %% finding: \(finding.message)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Mermaid's entity codes for the characters that end or change a quoted label.
    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;")
            .replacingOccurrences(of: "<", with: "#lt;")
            .replacingOccurrences(of: ">", with: "#gt;")
    }
}
