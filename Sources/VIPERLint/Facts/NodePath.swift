/// The fact walk's path, from the root to the node being visited: a stack pushed and popped
/// for every node of the tree, in one buffer that doubles as the tree deepens. An array would
/// check that its buffer is unshared on every push and pop.
struct NodePath: ~Copyable {
    private var nodes: UnsafeMutablePointer<PlacedNode>
    private var capacity = 64
    private(set) var count = 0

    init() {
        nodes = .allocate(capacity: capacity)
    }

    deinit {
        nodes.deinitialize(count: count)
        nodes.deallocate()
    }

    @inline(__always)
    mutating func push(_ node: PlacedNode) {
        if count == capacity { grow() }
        (nodes + count).initialize(to: node)
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        let grown = UnsafeMutablePointer<PlacedNode>.allocate(capacity: 2 * capacity)
        grown.moveInitialize(from: nodes, count: count)
        nodes.deallocate()
        nodes = grown
        capacity *= 2
    }

    mutating func pop() {
        count -= 1
        (nodes + count).deinitialize(count: 1)
    }

    subscript(index: Int) -> PlacedNode {
        precondition(index >= 0 && index < count, "a node outside the path")
        return nodes[index]
    }
}
