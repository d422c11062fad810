/// Places the vertices of each ordered layer vertically: each vertex is drawn towards the
/// weighted mean of its neighbours (long edges pull hardest, so they run straight), keeping the
/// layer's order and a gap between boxes. Each layer's placement is the closest one, by least
/// squares, that keeps order and gaps (the pool-adjacent-violators algorithm); the layers are
/// placed in turn, left to right and back, a few times.
struct CoordinateAssignment {
    private let graph: ProperGraph
    private let order: [[Int]]
    /// The gap between two boxes of a layer.
    private let boxGap: Double
    /// The gap beside a point of a long edge.
    private let pointGap: Double
    private(set) var y: [Double]

    private static let rounds = 8

    init(graph: ProperGraph, order: [[Int]], boxGap: Double, pointGap: Double) {
        self.graph = graph
        self.order = order
        self.boxGap = boxGap
        self.pointGap = pointGap
        y = [Double](repeating: 0, count: graph.vertexCount)
        for layer in order {
            var cursor = 0.0
            for (index, vertex) in layer.enumerated() {
                if index > 0 { cursor += separation(layer[index - 1], vertex) }
                y[vertex] = cursor
            }
        }
        for round in 0..<Self.rounds {
            let layers = round % 2 == 0 ? Array(order.indices) : Array(order.indices.reversed())
            for layer in layers { place(layer) }
        }
        let top = y.enumerated().map { $0.element - graph.height[$0.offset] / 2 }.min() ?? 0
        for vertex in y.indices { y[vertex] -= top }
    }

    /// The least distance between the centres of two neighbouring vertices of a layer.
    private func separation(_ upper: Int, _ lower: Int) -> Double {
        let gap = graph.isPoint[upper] || graph.isPoint[lower] ? pointGap : boxGap
        return (graph.height[upper] + graph.height[lower]) / 2 + gap
    }

    /// Moves the vertices of `layer` as close as order and gaps allow to where their
    /// neighbours pull them.
    private mutating func place(_ layer: Int) {
        let vertices = order[layer]
        guard !vertices.isEmpty else { return }
        // With offsets o (the least distance from the first vertex), y = z + o where z must not
        // decrease: isotonic regression of the targets minus the offsets.
        var offsets = [Double](repeating: 0, count: vertices.count)
        for index in 1..<max(vertices.count, 1) {
            offsets[index] = offsets[index - 1] + separation(vertices[index - 1], vertices[index])
        }
        var blocks: [(total: Double, weight: Double, count: Int)] = []
        for (index, vertex) in vertices.enumerated() {
            let (target, weight) = pull(on: vertex)
            var block = (total: (target - offsets[index]) * weight, weight: weight, count: 1)
            while let last = blocks.last, last.total / last.weight >= block.total / block.weight {
                blocks.removeLast()
                block = (last.total + block.total, last.weight + block.weight, last.count + block.count)
            }
            blocks.append(block)
        }
        var index = 0
        for block in blocks {
            let level = block.total / block.weight
            for _ in 0..<block.count {
                y[vertices[index]] = level + offsets[index]
                index += 1
            }
        }
    }

    /// Where the neighbours of a vertex pull it, and how hard; a vertex with no neighbour
    /// stays where it is, held lightly.
    private func pull(on vertex: Int) -> (target: Double, weight: Double) {
        var total = 0.0
        var weight = 0.0
        for neighbour in graph.previous[vertex] + graph.next[vertex] {
            let strength = graph.straightness(vertex, neighbour)
            total += y[neighbour] * strength
            weight += strength
        }
        guard weight > 0 else { return (y[vertex], 0.01) }
        return (total / weight, weight)
    }
}
