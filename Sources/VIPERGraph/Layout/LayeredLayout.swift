/// Draws a directed graph in layers, left to right, the way Graphviz's `dot` does (Sugiyama's
/// method): edges that close a cycle are turned around, boxes go in layers so that edges run
/// forwards and stay short, long edges pass through a point in every layer between, each layer
/// is ordered to keep crossings few, then boxes are placed near their neighbours.
///
/// The drawing depends only on the graph, node order included, so the same graph always gives
/// the same layout.
public enum LayeredLayout {
    /// Distances of a drawing.
    public struct Spacing: Sendable, Hashable {
        /// The gap between two layers (columns).
        public var layerGap: Double
        /// The gap between two boxes of a layer.
        public var boxGap: Double
        /// The gap beside an edge passing through a layer.
        public var edgeGap: Double
        /// The empty border around the drawing.
        public var margin: Double

        /// Spacing with every distance given.
        public init(layerGap: Double = 90, boxGap: Double = 12, edgeGap: Double = 6, margin: Double = 24) {
            self.layerGap = layerGap
            self.boxGap = boxGap
            self.edgeGap = edgeGap
            self.margin = margin
        }
    }

    /// The layout of `graph`.
    public static func layout(_ graph: LayoutGraph, spacing: Spacing = Spacing()) -> GraphLayout {
        let proper = ProperGraph(graph: graph)
        let order = LayerOrdering.order(proper)
        let placement = CoordinateAssignment(graph: proper, order: order, boxGap: spacing.boxGap, pointGap: spacing.edgeGap)
        let columns = Columns(graph: graph, proper: proper, spacing: spacing)
        let y = placement.y.map { $0 + spacing.margin }
        let centers = graph.nodes.indices.map { LayoutPoint(x: columns.center[proper.layer[$0]], y: y[$0]) }
        let paths = proper.chains.map { chain in
            path(chain.vertices, isReversed: chain.isReversed, graph: graph, proper: proper, columns: columns, y: y)
        }
        let bottom = graph.nodes.indices.map { y[$0] + Double(graph.nodes[$0].height) / 2 }.max() ?? 0
        let lowestPoint = paths.flatMap { $0.map(\.y) }.max() ?? 0
        return GraphLayout(
            centers: centers, layers: Array(proper.layer.prefix(graph.nodes.count)), edgePaths: paths,
            width: columns.right + spacing.margin, height: max(bottom, lowestPoint) + spacing.margin)
    }

    /// The points of one edge: from the side of its first box, straight through each layer it
    /// passes, to the side of its last box; turned around for an edge drawn against the flow.
    private static func path(
        _ vertices: [Int], isReversed: Bool, graph: LayoutGraph, proper: ProperGraph, columns: Columns, y: [Double]
    ) -> [LayoutPoint] {
        guard let first = vertices.first, let last = vertices.last else { return [] }
        var points = [LayoutPoint(x: columns.center[proper.layer[first]] + Double(graph.nodes[first].width) / 2, y: y[first])]
        for point in vertices.dropFirst().dropLast() {
            let layer = proper.layer[point]
            points.append(LayoutPoint(x: columns.left[layer], y: y[point]))
            points.append(LayoutPoint(x: columns.left[layer] + columns.width[layer], y: y[point]))
        }
        points.append(LayoutPoint(x: columns.center[proper.layer[last]] - Double(graph.nodes[last].width) / 2, y: y[last]))
        return isReversed ? points.reversed() : points
    }

    /// Where each layer's column is: as wide as its widest box.
    private struct Columns {
        var left: [Double] = []
        var width: [Double] = []
        var center: [Double] = []
        var right: Double

        init(graph: LayoutGraph, proper: ProperGraph, spacing: Spacing) {
            var widest = [Double](repeating: 0, count: proper.layerCount)
            for (node, box) in graph.nodes.enumerated() {
                widest[proper.layer[node]] = max(widest[proper.layer[node]], Double(box.width))
            }
            var cursor = spacing.margin
            for layer in 0..<proper.layerCount {
                let columnWidth = max(widest[layer], spacing.layerGap / 3)
                left.append(cursor)
                width.append(columnWidth)
                center.append(cursor + columnWidth / 2)
                cursor += columnWidth + spacing.layerGap
            }
            right = cursor - spacing.layerGap
        }
    }
}
