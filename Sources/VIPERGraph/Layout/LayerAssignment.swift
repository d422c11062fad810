/// Puts every box of an acyclic graph in a layer, each edge pointing to a later layer, with the
/// edges as short as they can be in total (``NetworkSimplex``, as Graphviz's `dot` ranks); then
/// each box whose edges would not get longer or shorter either way moves to the least crowded
/// layer it may take, and boxes with no edge at all fill the emptiest layers. Short edges mean
/// fewer boxes to route around and fewer crossings.
enum LayerAssignment {
    /// The layer of each of `nodeCount` boxes, for acyclic `edges` given as (from, to).
    static func layers(nodeCount: Int, edges: [(from: Int, to: Int)]) -> [Int] {
        var successors = [[Int]](repeating: [], count: nodeCount)
        var predecessors = [[Int]](repeating: [], count: nodeCount)
        for edge in edges {
            successors[edge.from].append(edge.to)
            predecessors[edge.to].append(edge.from)
        }
        var layer = [Int](repeating: 0, count: nodeCount)
        for node in topologicalOrder(successors: successors, predecessors: predecessors) {
            layer[node] = predecessors[node].map { layer[$0] + 1 }.max() ?? 0
        }
        for component in components(nodeCount: nodeCount, edges: edges) where component.count > 1 {
            let local = Dictionary(uniqueKeysWithValues: component.enumerated().map { ($0.element, $0.offset) })
            let localEdges = edges.compactMap { edge in local[edge.from].flatMap { from in local[edge.to].map { (from: from, to: $0) } } }
            let ranked = NetworkSimplex(nodeCount: component.count, edges: localEdges, rank: component.map { layer[$0] }).rank
            for (index, node) in component.enumerated() { layer[node] = ranked[index] }
        }
        balance(&layer, successors: successors, predecessors: predecessors)
        placeLoose(&layer, successors: successors, predecessors: predecessors)
        return layer
    }

    /// Boxes in an order where every edge goes forwards, ties broken by index.
    private static func topologicalOrder(successors: [[Int]], predecessors: [[Int]]) -> [Int] {
        var remaining = predecessors.map(\.count)
        var ready = MinIndexQueue((0..<remaining.count).filter { remaining[$0] == 0 })
        var order: [Int] = []
        order.reserveCapacity(remaining.count)
        while let node = ready.pop() {
            order.append(node)
            for next in successors[node] {
                remaining[next] -= 1
                if remaining[next] == 0 { ready.push(next) }
            }
        }
        return order
    }

    /// The connected parts of the graph (edges taken both ways), each sorted, in order of their
    /// first box.
    private static func components(nodeCount: Int, edges: [(from: Int, to: Int)]) -> [[Int]] {
        var neighbours = [[Int]](repeating: [], count: nodeCount)
        for edge in edges {
            neighbours[edge.from].append(edge.to)
            neighbours[edge.to].append(edge.from)
        }
        var component = [Int](repeating: -1, count: nodeCount)
        var result: [[Int]] = []
        for start in 0..<nodeCount where component[start] < 0 {
            var members = [start]
            component[start] = result.count
            var head = 0
            while head < members.count {
                for next in neighbours[members[head]] where component[next] < 0 {
                    component[next] = result.count
                    members.append(next)
                }
                head += 1
            }
            result.append(members.sorted())
        }
        return result
    }

    /// Moves each box with as many edges in as out, within what its neighbours allow, to the
    /// layer with the fewest boxes, when that has fewer than its own.
    private static func balance(_ layer: inout [Int], successors: [[Int]], predecessors: [[Int]]) {
        var population = [Int: Int]()
        for node in layer.indices where !(successors[node].isEmpty && predecessors[node].isEmpty) {
            population[layer[node], default: 0] += 1
        }
        for node in layer.indices where !successors[node].isEmpty && successors[node].count == predecessors[node].count {
            let low = (predecessors[node].map { layer[$0] }.max() ?? 0) + 1
            let high = (successors[node].map { layer[$0] }.min() ?? 0) - 1
            guard low < high else { continue }
            let current = layer[node]
            let target = (low...high).min { (population[$0] ?? 0, $0) < (population[$1] ?? 0, $1) } ?? current
            guard (population[target] ?? 0) + 1 < population[current] ?? 0 else { continue }
            population[current, default: 0] -= 1
            population[target, default: 0] += 1
            layer[node] = target
        }
    }

    /// Puts each box with no edge in the layer that has the fewest boxes, left to right.
    private static func placeLoose(_ layer: inout [Int], successors: [[Int]], predecessors: [[Int]]) {
        let loose = layer.indices.filter { successors[$0].isEmpty && predecessors[$0].isEmpty }
        guard !loose.isEmpty else { return }
        let connected = layer.indices.filter { !(successors[$0].isEmpty && predecessors[$0].isEmpty) }
        let layerCount = (connected.map { layer[$0] }.max() ?? 0) + 1
        var population = [Int](repeating: 0, count: layerCount)
        for node in connected { population[layer[node]] += 1 }
        for node in loose {
            let emptiest = population.indices.min { (population[$0], $0) < (population[$1], $1) } ?? 0
            layer[node] = emptiest
            population[emptiest] += 1
        }
    }
}

/// A priority queue of indices that pops the smallest first.
struct MinIndexQueue {
    private var heap: [Int]

    init(_ values: [Int]) {
        heap = []
        for value in values { push(value) }
    }

    mutating func push(_ value: Int) {
        heap.append(value)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Int? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left] < heap[smallest] { smallest = left }
            if right < heap.count, heap[right] < heap[smallest] { smallest = right }
            guard smallest != parent else { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}
