import Testing
import VIPERGraph

@Suite("Layered layout")
struct LayeredLayoutTests {
    /// A graph of boxes 100 wide and 26 high with the given edges.
    private func graph(_ count: Int, _ edges: [(Int, Int)], groups: [Int?]? = nil) -> LayoutGraph {
        LayoutGraph(
            nodes: (0..<count).map { LayoutGraph.Node(width: 100, height: 26, group: groups?[$0]) },
            edges: edges.map { LayoutGraph.Edge(from: $0.0, to: $0.1) })
    }

    /// The points where two edges' polylines cross, ends excluded.
    private func crossings(_ layout: GraphLayout) -> Int {
        let segments = layout.edgePaths.enumerated().flatMap { edge, points in
            zip(points, points.dropFirst()).map { (edge: edge, start: $0, end: $1) }
        }
        var count = 0
        for (index, first) in segments.enumerated() {
            for second in segments[(index + 1)...] where first.edge != second.edge {
                let rx = first.end.x - first.start.x, ry = first.end.y - first.start.y
                let sx = second.end.x - second.start.x, sy = second.end.y - second.start.y
                let denominator = rx * sy - ry * sx
                guard abs(denominator) > 1e-9 else { continue }
                let qx = second.start.x - first.start.x, qy = second.start.y - first.start.y
                let t = (qx * sy - qy * sx) / denominator, u = (qx * ry - qy * rx) / denominator
                if t > 1e-6, t < 1 - 1e-6, u > 1e-6, u < 1 - 1e-6 { count += 1 }
            }
        }
        return count
    }

    @Test("every edge runs from one layer to another, also in a cycle, where one edge runs back")
    func edgesChangeLayer() {
        let layout = LayeredLayout.layout(graph(3, [(0, 1), (1, 2), (2, 0)]))
        for (from, to) in [(0, 1), (1, 2), (2, 0)] { #expect(layout.layers[from] != layout.layers[to]) }
        let backwards = [(0, 1), (1, 2), (2, 0)].filter { layout.layers[$0.0] > layout.layers[$0.1] }
        #expect(backwards.count == 1)
    }

    @Test("a chain is drawn on one straight line, one layer per box, left to right")
    func chainIsStraight() {
        let layout = LayeredLayout.layout(graph(4, [(0, 1), (1, 2), (2, 3)]))
        #expect(layout.layers == [0, 1, 2, 3])
        #expect(Set(layout.centers.map(\.y)).count == 1)
        #expect(zip(layout.centers, layout.centers.dropFirst()).allSatisfy { $0.x < $1.x })
    }

    @Test("edges are as short as the layers allow: a second source sits next to its target, not at the far left")
    func edgesAreShort() {
        // 0 → 1 → 2 and 3 → 2: the longest path would put 3 in layer 0, two layers from 2.
        let layout = LayeredLayout.layout(graph(4, [(0, 1), (1, 2), (3, 2)]))
        #expect(layout.layers[2] - layout.layers[3] == 1)
    }

    @Test("an edge across several layers passes through each of them, from the side of one box to the side of the other")
    func longEdgePath() throws {
        let layout = LayeredLayout.layout(graph(4, [(0, 1), (1, 2), (0, 3), (2, 3)]))
        let path = layout.edgePaths[2]
        let span = layout.layers[3] - layout.layers[0]
        #expect(span == 3)
        #expect(path.count == 2 + 2 * (span - 1))
        #expect(try #require(path.first).x == layout.centers[0].x + 50)
        #expect(try #require(path.last).x == layout.centers[3].x - 50)
    }

    @Test("boxes of one layer do not overlap")
    func noOverlap() {
        let edges = (1..<9).map { (0, $0) } + (1..<9).map { ($0, 9) }
        let layout = LayeredLayout.layout(graph(10, edges))
        let middle = (1..<9).map { layout.centers[$0].y }.sorted()
        #expect(zip(middle, middle.dropFirst()).allSatisfy { $1 - $0 >= 26 })
    }

    @Test("a tree is drawn without a crossing")
    func treeHasNoCrossing() {
        // A root, three children, each with three children, listed so a naive order would cross.
        var edges = [(0, 1), (0, 2), (0, 3)]
        for child in 1...3 { for grandchild in 0..<3 { edges.append((4 - child, 4 + (child - 1) * 3 + grandchild)) } }
        #expect(crossings(LayeredLayout.layout(graph(13, edges))) == 0)
    }

    @Test("the order that removes a crossing is found: two edges given crossed are drawn apart")
    func crossingRemoved() {
        let layout = LayeredLayout.layout(graph(4, [(0, 3), (1, 2)]))
        #expect(crossings(layout) == 0)
    }

    @Test("boxes of a group stay together in a layer when that adds no crossing")
    func groupsStayTogether() {
        // Five leaves of one root, two of them in group 1; they end up next to each other.
        let groups: [Int?] = [nil, 0, 1, 0, 1, 0]
        let layout = LayeredLayout.layout(graph(6, [(0, 1), (0, 2), (0, 3), (0, 4), (0, 5)], groups: groups))
        let byY = (1...5).sorted { layout.centers[$0].y < layout.centers[$1].y }
        let positions = byY.enumerated().filter { groups[$0.element] == 1 }.map(\.offset)
        #expect(positions.count == 2 && positions[1] - positions[0] == 1)
    }

    @Test("the same graph always gives the same layout")
    func deterministic() {
        let edges = [(0, 1), (1, 2), (2, 0), (0, 3), (3, 4), (4, 1), (5, 2), (2, 6), (6, 7), (7, 3)]
        #expect(LayeredLayout.layout(graph(8, edges)) == LayeredLayout.layout(graph(8, edges)))
    }

    @Test("an edge from a box to itself or to a box that does not exist is not drawn, and breaks nothing")
    func undrawnEdges() {
        let layout = LayeredLayout.layout(graph(2, [(0, 0), (0, 5), (0, 1)]))
        #expect(layout.edgePaths[0].isEmpty && layout.edgePaths[1].isEmpty)
        #expect(layout.edgePaths[2].count == 2)
    }

    @Test("an empty graph and boxes with no edge get a drawing")
    func emptyAndLoose() {
        let empty = LayeredLayout.layout(graph(0, []))
        #expect(empty.centers.isEmpty && empty.width > 0)
        let loose = LayeredLayout.layout(graph(3, []))
        #expect(Set(loose.centers.map { "\($0.x),\($0.y)" }).count == 3)
    }
}
