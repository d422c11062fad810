/// Orders the vertices of each layer to keep crossings few, as Graphviz's `dot` does: an initial
/// order from a walk of the graph, then sweeps that sort each layer by the weighted median of its
/// neighbours' positions in the layer before, each followed by swaps of neighbouring vertices
/// that remove crossings; the best order seen wins. Where a swap changes no crossing, vertices of
/// the same group are brought together.
struct LayerOrdering {
    private let graph: ProperGraph
    /// The vertices of each layer, top to bottom.
    private(set) var order: [[Int]]
    /// The index of each vertex in its layer.
    private(set) var position: [Int]

    /// How many sweeps may pass without a better order before the search stops.
    private static let patience = 6
    /// The most sweeps made from one initial order.
    private static let maximumSweeps = 32

    /// The best order found for `graph`, from walks in both directions.
    static func order(_ graph: ProperGraph) -> [[Int]] {
        var best: (order: [[Int]], crossings: Int)?
        for forward in [true, false] {
            var ordering = LayerOrdering(graph: graph, walkingForward: forward)
            let crossings = ordering.improve()
            if best.map({ crossings < $0.crossings }) ?? true { best = (ordering.order, crossings) }
            if crossings == 0 { break }
        }
        return best?.order ?? []
    }

    /// An initial order: a breadth-first walk from the first or the last layer, each vertex
    /// appended to its layer when first reached; children are visited by group, then index.
    private init(graph: ProperGraph, walkingForward: Bool) {
        self.graph = graph
        var order = [[Int]](repeating: [], count: graph.layerCount)
        var seen = [Bool](repeating: false, count: graph.vertexCount)
        let neighbours = walkingForward ? graph.next : graph.previous
        let starts = (0..<graph.vertexCount).filter { !graph.isPoint[$0] }
            .sorted {
                (walkingForward ? graph.layer[$0] : -graph.layer[$0], $0) < (walkingForward ? graph.layer[$1] : -graph.layer[$1], $1)
            }
        for start in starts where !seen[start] {
            var queue = [start]
            seen[start] = true
            var head = 0
            while head < queue.count {
                let vertex = queue[head]
                head += 1
                order[graph.layer[vertex]].append(vertex)
                let children = neighbours[vertex].sorted { (graph.group[$0] ?? Int.max, $0) < (graph.group[$1] ?? Int.max, $1) }
                for child in children where !seen[child] {
                    seen[child] = true
                    queue.append(child)
                }
            }
        }
        self.order = order
        position = [Int](repeating: 0, count: graph.vertexCount)
        refreshPositions()
    }

    private mutating func refreshPositions() {
        for layer in order {
            for (index, vertex) in layer.enumerated() { position[vertex] = index }
        }
    }

    /// Sweeps down and up until no better order turns up; leaves the best order in place and
    /// returns its crossings.
    private mutating func improve() -> Int {
        transpose()
        var best = (order: order, crossings: CrossingCounter.crossings(graph, order: order, position: position))
        var stale = 0
        for sweep in 0..<Self.maximumSweeps where best.crossings > 0 && stale < Self.patience {
            let downwards = sweep % 2 == 0
            let layers = downwards ? Array(1..<graph.layerCount) : Array((0..<max(graph.layerCount - 1, 0)).reversed())
            for layer in layers {
                sortByMedian(layer, neighbours: downwards ? graph.previous : graph.next)
            }
            transpose()
            let crossings = CrossingCounter.crossings(graph, order: order, position: position)
            if crossings < best.crossings {
                best = (order, crossings)
                stale = 0
            } else {
                stale += 1
            }
        }
        order = best.order
        refreshPositions()
        transpose()
        return CrossingCounter.crossings(graph, order: order, position: position)
    }

    /// Sorts a layer by the median position of each vertex's neighbours in the fixed layer;
    /// a vertex with no such neighbour keeps its place.
    private mutating func sortByMedian(_ layer: Int, neighbours: [[Int]]) {
        let vertices = order[layer]
        var keyed: [(vertex: Int, median: Double, place: Int)] = []
        var fixed = [Bool](repeating: false, count: vertices.count)
        for (place, vertex) in vertices.enumerated() {
            let positions = neighbours[vertex].map { position[$0] }.sorted()
            guard let median = Self.median(positions) else {
                fixed[place] = true
                continue
            }
            keyed.append((vertex, median, place))
        }
        keyed.sort { ($0.median, $0.place) < ($1.median, $1.place) }
        var sorted = keyed.makeIterator()
        var result = vertices
        for place in vertices.indices where !fixed[place] {
            if let next = sorted.next() { result[place] = next.vertex }
        }
        order[layer] = result
        for (index, vertex) in result.enumerated() { position[vertex] = index }
    }

    /// The weighted median of sorted positions, as `dot` takes it: for an even count, the two
    /// middle values weighted towards the side where the positions are packed more tightly.
    static func median(_ positions: [Int]) -> Double? {
        let count = positions.count
        guard count > 0 else { return nil }
        let middle = count / 2
        if count % 2 == 1 { return Double(positions[middle]) }
        if count == 2 { return Double(positions[0] + positions[1]) / 2 }
        let left = Double(positions[middle - 1] - positions[0])
        let right = Double(positions[count - 1] - positions[middle])
        guard left + right > 0 else { return Double(positions[middle - 1] + positions[middle]) / 2 }
        return (Double(positions[middle - 1]) * right + Double(positions[middle]) * left) / (left + right)
    }

    /// Swaps neighbouring vertices of every layer while a swap removes crossings, or removes
    /// none but puts a vertex next to one of its group. Only layers next to a swap are looked
    /// at again.
    private mutating func transpose() {
        var candidate = [Bool](repeating: true, count: graph.layerCount)
        for _ in 0..<64 {
            var swappedAny = false
            for layer in 0..<graph.layerCount where candidate[layer] {
                candidate[layer] = false
                guard order[layer].count > 1 else { continue }
                for index in 0..<(order[layer].count - 1) where shouldSwap(layer: layer, at: index) {
                    let first = order[layer][index]
                    let second = order[layer][index + 1]
                    order[layer].swapAt(index, index + 1)
                    position[first] = index + 1
                    position[second] = index
                    swappedAny = true
                    for near in max(layer - 1, 0)...min(layer + 1, graph.layerCount - 1) { candidate[near] = true }
                }
            }
            if !swappedAny { return }
        }
    }

    private func shouldSwap(layer: Int, at index: Int) -> Bool {
        let first = order[layer][index]
        let second = order[layer][index + 1]
        let before = CrossingCounter.pairCrossings(first, second, neighbours: graph.previous, position: position)
        let after = CrossingCounter.pairCrossings(first, second, neighbours: graph.next, position: position)
        let now = before.kept + after.kept
        let swapped = before.swapped + after.swapped
        if swapped != now { return swapped < now }
        let above = index > 0 ? order[layer][index - 1] : nil
        let below = index + 2 < order[layer].count ? order[layer][index + 2] : nil
        let kept = sameGroup(above, first) + sameGroup(second, below)
        let exchanged = sameGroup(above, second) + sameGroup(first, below)
        return exchanged > kept
    }

    private func sameGroup(_ first: Int?, _ second: Int?) -> Int {
        guard let first, let second, let group = graph.group[first], graph.group[second] == group else { return 0 }
        return 1
    }
}
