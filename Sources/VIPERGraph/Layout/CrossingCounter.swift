/// Counts the crossings of a layered graph's edges for an order of its layers.
enum CrossingCounter {
    /// All crossings: between each layer and the next.
    static func crossings(_ graph: ProperGraph, order: [[Int]], position: [Int]) -> Int {
        var total = 0
        for layer in order.dropLast() {
            total += crossings(between: layer, graph: graph, position: position)
        }
        return total
    }

    /// The crossings of the edges from `layer` to the next: two edges cross when their ends are
    /// in opposite orders, counted as the inversions of the right ends taken in the order of the
    /// left ends (with a Fenwick tree, in E log V).
    static func crossings(between layer: [Int], graph: ProperGraph, position: [Int]) -> Int {
        var ends: [Int] = []
        var width = 0
        for vertex in layer {
            let targets = graph.next[vertex].map { position[$0] }.sorted()
            ends += targets
            width = max(width, (targets.last ?? -1) + 1)
        }
        guard ends.count > 1 else { return 0 }
        var tree = [Int](repeating: 0, count: width + 1)
        var count = 0
        for (seen, end) in ends.enumerated() {
            // Ends already seen that lie strictly to the right of this one.
            var atMost = 0
            var index = end + 1
            while index > 0 {
                atMost += tree[index]
                index -= index & -index
            }
            count += seen - atMost
            index = end + 1
            while index <= width {
                tree[index] += 1
                index += index & -index
            }
        }
        return count
    }

    /// The crossings between the edges of two vertices of one layer towards the vertices
    /// `neighbours` gives: with `left` placed before `right`, and with them the other way round.
    static func pairCrossings(_ left: Int, _ right: Int, neighbours: [[Int]], position: [Int]) -> (kept: Int, swapped: Int) {
        var kept = 0
        var swapped = 0
        for first in neighbours[left] {
            let at = position[first]
            for second in neighbours[right] {
                let other = position[second]
                if other < at { kept += 1 } else if at < other { swapped += 1 }
            }
        }
        return (kept, swapped)
    }
}
