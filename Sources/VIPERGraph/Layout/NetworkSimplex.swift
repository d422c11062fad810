/// Ranks the nodes of a connected acyclic graph so that every edge points at least one rank
/// forwards and the total length of the edges is as small as it can be: the network simplex
/// method of Gansner, Koutsofios, North and Vo ("A technique for drawing directed graphs",
/// 1993), which Graphviz's `dot` ranks with. Start from a spanning tree of edges of length one
/// (a "tight" tree), then swap a tree edge whose cut value is negative for the non-tree edge
/// across the same cut that is closest to tight, until no cut value is negative.
struct NetworkSimplex {
    private let nodeCount: Int
    private let edges: [(from: Int, to: Int)]
    /// The edges at each node, by index.
    private let incident: [[Int]]
    private(set) var rank: [Int]
    private var inTree: [Bool]
    /// The tree edge to each node's parent (-1 at the root).
    private var parentEdge: [Int] = []
    private var low: [Int] = []
    private var lim: [Int] = []
    private var cutValue: [Int] = []

    /// Ranks `nodeCount` nodes joined by `edges` (acyclic, connected), starting from `rank`,
    /// a ranking where every edge points forwards.
    init(nodeCount: Int, edges: [(from: Int, to: Int)], rank: [Int]) {
        self.nodeCount = nodeCount
        self.edges = edges
        var incident = [[Int]](repeating: [], count: nodeCount)
        for (index, edge) in edges.enumerated() {
            incident[edge.from].append(index)
            incident[edge.to].append(index)
        }
        self.incident = incident
        self.rank = rank
        inTree = [Bool](repeating: false, count: edges.count)
        guard nodeCount > 1, !edges.isEmpty else { return }
        buildTightTree()
        improve()
        let lowest = self.rank.min() ?? 0
        for node in 0..<nodeCount { self.rank[node] -= lowest }
    }

    private func slack(_ edge: Int) -> Int {
        rank[edges[edge].to] - rank[edges[edge].from] - 1
    }

    /// Grows a tree of tight edges from node 0; while it does not span the graph, shifts it
    /// by the slack of the closest edge leaving it, which makes that edge tight.
    private mutating func buildTightTree() {
        var member = [Bool](repeating: false, count: nodeCount)
        member[0] = true
        var size = 1
        var frontier = [0]
        while true {
            while let node = frontier.popLast() {
                for edge in incident[node] where !inTree[edge] && slack(edge) == 0 {
                    let other = edges[edge].from == node ? edges[edge].to : edges[edge].from
                    guard !member[other] else { continue }
                    member[other] = true
                    inTree[edge] = true
                    size += 1
                    frontier.append(other)
                }
            }
            guard size < nodeCount else { return }
            var best: (edge: Int, slack: Int)?
            for edge in edges.indices where member[edges[edge].from] != member[edges[edge].to] {
                let value = slack(edge)
                if best.map({ value < $0.slack }) ?? true { best = (edge, value) }
            }
            guard let best else { return }
            // Move the tree towards the edge: forwards when the edge leaves the tree, back when it enters.
            let delta = member[edges[best.edge].from] ? best.slack : -best.slack
            for node in 0..<nodeCount where member[node] { rank[node] += delta }
            frontier = (0..<nodeCount).filter { member[$0] }
        }
    }

    /// Swaps tree edges with negative cut values for better ones until there are none.
    private mutating func improve() {
        computeTree()
        var searchStart = 0
        for _ in 0..<(edges.count * 8) {
            guard let leaving = leavingEdge(from: &searchStart), let entering = enteringEdge(for: leaving) else { return }
            exchange(leaving, entering)
        }
    }

    /// The first tree edge with a negative cut value, searching on from where the last search
    /// stopped, as `dot` does, so the same edges are not tried over and over.
    private func leavingEdge(from start: inout Int) -> Int? {
        for offset in 0..<edges.count {
            let edge = (start + offset) % edges.count
            if inTree[edge], cutValue[edge] < 0 {
                start = (edge + 1) % edges.count
                return edge
            }
        }
        return nil
    }

    /// The node of a tree edge that is the root of the subtree it cuts off.
    private func child(of edge: Int) -> Int {
        let (from, to) = edges[edge]
        return parentEdge[from] == edge ? from : to
    }

    private func inSubtree(_ node: Int, of root: Int) -> Bool {
        low[root] <= lim[node] && lim[node] <= lim[root]
    }

    /// The non-tree edge with the least slack that goes from the leaving edge's head side to
    /// its tail side.
    private func enteringEdge(for leaving: Int) -> Int? {
        let root = child(of: leaving)
        let tailSide = edges[leaving].from == root
        var best: (edge: Int, slack: Int)?
        for edge in edges.indices where !inTree[edge] {
            let fromInside = inSubtree(edges[edge].from, of: root)
            let toInside = inSubtree(edges[edge].to, of: root)
            // The subtree is the tail side: the edge must enter it; else it must leave it.
            let crosses = tailSide ? (!fromInside && toInside) : (fromInside && !toInside)
            guard crosses else { continue }
            let value = slack(edge)
            if best.map({ value < $0.slack }) ?? true { best = (edge, value) }
        }
        return best?.edge
    }

    private mutating func exchange(_ leaving: Int, _ entering: Int) {
        let root = child(of: leaving)
        let delta = slack(entering)
        if delta > 0 {
            let shift = edges[leaving].from == root ? -delta : delta
            for node in 0..<nodeCount where inSubtree(node, of: root) { rank[node] += shift }
        }
        inTree[leaving] = false
        inTree[entering] = true
        computeTree()
    }

    /// Numbers the tree in post-order from node 0 (`low`, `lim`), and computes each tree
    /// edge's cut value: the weight of the edges from its tail side to its head side less those
    /// back. For the subtree under an edge, that is its nodes' net outflow, signed by whether
    /// the subtree is the edge's tail side.
    private mutating func computeTree() {
        parentEdge = [Int](repeating: -1, count: nodeCount)
        low = [Int](repeating: 0, count: nodeCount)
        lim = [Int](repeating: 0, count: nodeCount)
        cutValue = [Int](repeating: 0, count: edges.count)
        var netOutflow = [Int](repeating: 0, count: nodeCount)
        for edge in edges {
            netOutflow[edge.from] += 1
            netOutflow[edge.to] -= 1
        }
        var visited = [Bool](repeating: false, count: nodeCount)
        var counter = 1
        var stack: [(node: Int, next: Int, low: Int)] = [(0, 0, 1)]
        visited[0] = true
        while let top = stack.last {
            let list = incident[top.node]
            if top.next < list.count {
                stack[stack.count - 1].next += 1
                let edge = list[top.next]
                let other = edges[edge].from == top.node ? edges[edge].to : edges[edge].from
                guard inTree[edge], !visited[other] else { continue }
                visited[other] = true
                parentEdge[other] = edge
                stack.append((other, 0, counter))
                continue
            }
            stack.removeLast()
            low[top.node] = top.low
            lim[top.node] = counter
            counter += 1
            if let parent = stack.last { netOutflow[parent.node] += netOutflow[top.node] }
            let edge = parentEdge[top.node]
            if edge >= 0 { cutValue[edge] = edges[edge].from == top.node ? netOutflow[top.node] : -netOutflow[top.node] }
        }
    }
}
