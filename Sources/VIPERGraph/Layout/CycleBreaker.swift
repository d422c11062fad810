/// Makes a graph acyclic by turning some edges around: a depth-first walk from the boxes
/// nothing points to (in index order, then the rest), which turns every edge that leads back to a
/// box still on the walk's path. An app's navigation then flows from its entry points outwards,
/// and the links back (to Home, to a list) are the ones drawn against the flow.
enum CycleBreaker {
    /// For each edge of `edges` (over `nodeCount` boxes, no edge from a box to itself), whether
    /// it is turned around.
    static func reversedEdges(nodeCount: Int, edges: [LayoutGraph.Edge]) -> [Bool] {
        var outgoing = [[Int]](repeating: [], count: nodeCount)
        var inDegree = [Int](repeating: 0, count: nodeCount)
        for (index, edge) in edges.enumerated() {
            outgoing[edge.from].append(index)
            inDegree[edge.to] += 1
        }
        for node in 0..<nodeCount { outgoing[node].sort { edges[$0].to < edges[$1].to } }
        var reversed = [Bool](repeating: false, count: edges.count)
        // 0: not seen, 1: on the current path, 2: done.
        var state = [UInt8](repeating: 0, count: nodeCount)
        let roots = (0..<nodeCount).filter { inDegree[$0] == 0 } + (0..<nodeCount).filter { inDegree[$0] > 0 }
        for root in roots where state[root] == 0 {
            // An explicit stack of (box, next outgoing edge to follow), so deep graphs cannot
            // overflow the call stack.
            var stack: [(node: Int, next: Int)] = [(root, 0)]
            state[root] = 1
            while let top = stack.last {
                let list = outgoing[top.node]
                guard top.next < list.count else {
                    state[top.node] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = list[top.next]
                let target = edges[edge].to
                switch state[target] {
                case 0:
                    state[target] = 1
                    stack.append((target, 0))
                case 1:
                    reversed[edge] = true
                default:
                    break
                }
            }
        }
        return reversed
    }
}
