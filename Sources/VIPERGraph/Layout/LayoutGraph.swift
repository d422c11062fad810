/// A directed graph to draw in layers, left to right: boxes of given sizes and the edges between
/// them, by index. The input of ``LayeredLayout``.
public struct LayoutGraph: Sendable, Hashable {
    /// A box to place.
    public struct Node: Sendable, Hashable {
        /// Its width, in the drawing's units.
        public var width: Int
        /// Its height, in the drawing's units.
        public var height: Int
        /// The group it belongs to (a feature folder), or nil: boxes of a group are kept next to
        /// each other where that adds no crossing.
        public var group: Int?

        /// A box with every property given.
        public init(width: Int, height: Int, group: Int? = nil) {
            self.width = width
            self.height = height
            self.group = group
        }
    }

    /// An edge from one box to another, by their indices in ``nodes``.
    public struct Edge: Sendable, Hashable {
        /// The index of the box the edge starts at.
        public var from: Int
        /// The index of the box the edge ends at.
        public var to: Int

        /// An edge from `from` to `to`.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// The boxes, in an order that breaks ties: the same graph always gets the same drawing.
    public var nodes: [Node]
    /// The edges; an edge from a box to itself, or to a box that does not exist, is not drawn.
    public var edges: [Edge]

    /// A graph with every property given.
    public init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes
        self.edges = edges
    }
}

/// A point of a drawing, in the drawing's units (y grows downwards).
public struct LayoutPoint: Sendable, Hashable, Codable {
    /// The horizontal position.
    public var x: Double
    /// The vertical position.
    public var y: Double

    /// A point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// Where ``LayeredLayout`` put each box and how each edge runs.
public struct GraphLayout: Sendable, Hashable {
    /// The centre of each box, in the order of the graph's nodes.
    public var centers: [LayoutPoint]
    /// The layer (column, from the left) of each box.
    public var layers: [Int]
    /// For each edge of the graph, in order, the points it passes through from its start to its
    /// end: on the side of each box, and through the gaps between the boxes of every layer it
    /// crosses. Empty for an edge that is not drawn.
    public var edgePaths: [[LayoutPoint]]
    /// The width of the whole drawing.
    public var width: Double
    /// The height of the whole drawing.
    public var height: Double
}
