/// The navigation cycles of a graph: its strongly connected components of more than one node
/// (Tarjan's algorithm), where each node can lead back to itself through the others.
enum NavigationCycles {
    /// For each of `nodeCount` nodes, the number of its cycle (from 0, in order of each cycle's
    /// first node), or nil when it is in none.
    static func cycles(nodeCount: Int, edges: [(from: Int, to: Int)]) -> [Int?] {
        var successors = [[Int]](repeating: [], count: nodeCount)
        for edge in edges where edge.from != edge.to { successors[edge.from].append(edge.to) }
        var index = [Int?](repeating: nil, count: nodeCount)
        var lowLink = [Int](repeating: 0, count: nodeCount)
        var onStack = [Bool](repeating: false, count: nodeCount)
        var stack: [Int] = []
        var counter = 0
        var components: [[Int]] = []
        for root in 0..<nodeCount where index[root] == nil {
            // The walk's own stack of (node, next successor to visit), so long chains cannot
            // overflow the call stack.
            var walk: [(node: Int, next: Int)] = [(root, 0)]
            index[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let top = walk.last {
                if top.next < successors[top.node].count {
                    walk[walk.count - 1].next += 1
                    let successor = successors[top.node][top.next]
                    if let seen = index[successor] {
                        if onStack[successor] { lowLink[top.node] = min(lowLink[top.node], seen) }
                        continue
                    }
                    index[successor] = counter
                    lowLink[successor] = counter
                    counter += 1
                    stack.append(successor)
                    onStack[successor] = true
                    walk.append((successor, 0))
                    continue
                }
                walk.removeLast()
                if let parent = walk.last { lowLink[parent.node] = min(lowLink[parent.node], lowLink[top.node]) }
                guard lowLink[top.node] == index[top.node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == top.node { break }
                }
                if component.count > 1 { components.append(component) }
            }
        }
        var cycle = [Int?](repeating: nil, count: nodeCount)
        for (number, component) in components.sorted(by: { ($0.min() ?? 0) < ($1.min() ?? 0) }).enumerated() {
            for member in component { cycle[member] = number }
        }
        return cycle
    }
}
