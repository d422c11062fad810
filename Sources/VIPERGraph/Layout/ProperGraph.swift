/// A layered graph whose every edge joins neighbouring layers: an edge that spans several layers
/// is cut into a chain through a point ("dummy") in each layer between. Ordering and placing
/// work on this graph; the chains become the edges' paths.
struct ProperGraph {
    /// The layer of each vertex: the boxes first, in the graph's order, then the points.
    var layer: [Int]
    /// Whether a vertex is a point of a long edge rather than a box.
    var isPoint: [Bool]
    /// The height each vertex takes in its layer (a point's is 0).
    var height: [Double]
    /// The group of each vertex (a point has none).
    var group: [Int?]
    /// The neighbours of each vertex in the next layer (to the right).
    var next: [[Int]]
    /// The neighbours of each vertex in the previous layer (to the left).
    var previous: [[Int]]
    /// For each edge of the graph, its vertices from the earlier layer to the later one, and
    /// whether that is against the edge's direction; empty for an edge that is not drawn.
    var chains: [(vertices: [Int], isReversed: Bool)]
    /// How many layers there are.
    var layerCount: Int

    init(graph: LayoutGraph) {
        let count = graph.nodes.count
        let drawn = graph.edges.map { $0.from != $0.to && graph.nodes.indices.contains($0.from) && graph.nodes.indices.contains($0.to) }
        let drawnEdges = graph.edges.indices.filter { drawn[$0] }.map { graph.edges[$0] }
        let reversedDrawn = CycleBreaker.reversedEdges(nodeCount: count, edges: drawnEdges)
        let forward = zip(drawnEdges, reversedDrawn).map { edge, reversed in
            reversed ? (from: edge.to, to: edge.from) : (from: edge.from, to: edge.to)
        }
        let layers = LayerAssignment.layers(nodeCount: count, edges: forward)
        layer = layers
        isPoint = [Bool](repeating: false, count: count)
        height = graph.nodes.map { Double($0.height) }
        group = graph.nodes.map(\.group)
        next = [[Int]](repeating: [], count: count)
        previous = [[Int]](repeating: [], count: count)
        chains = []
        layerCount = (layers.max() ?? 0) + 1
        var drawnIndex = 0
        for isDrawn in drawn {
            guard isDrawn else {
                chains.append(([], false))
                continue
            }
            let (from, to) = forward[drawnIndex]
            let reversed = reversedDrawn[drawnIndex]
            drawnIndex += 1
            var vertices = [from]
            for between in (layers[from] + 1)..<layers[to] {
                vertices.append(addPoint(layer: between))
            }
            vertices.append(to)
            for (left, right) in zip(vertices, vertices.dropFirst()) {
                next[left].append(right)
                previous[right].append(left)
            }
            chains.append((vertices, reversed))
        }
    }

    var vertexCount: Int { layer.count }

    private mutating func addPoint(layer value: Int) -> Int {
        layer.append(value)
        isPoint.append(true)
        height.append(0)
        group.append(nil)
        next.append([])
        previous.append([])
        return layer.count - 1
    }

    /// How strongly an edge between two vertices wants to be straight: most between two points
    /// (the middle of a long edge), least between two boxes, as in Graphviz's `dot`.
    func straightness(_ first: Int, _ second: Int) -> Double {
        switch (isPoint[first], isPoint[second]) {
        case (true, true): 8
        case (false, false): 1
        default: 2
        }
    }
}
