/// Compiled patterns as a trie of path segments, so that finding the most specific
/// match costs time proportional to the URL's segments, not to the number of patterns.
///
/// Nodes live in one array and refer to their children by index, which gives the
/// trie value semantics: copying a table never shares mutable state.
struct DeepLinkTrie: Sendable {
    private struct Origin: Hashable, Sendable {
        let scheme: String
        let host: String
    }

    private struct Node: Sendable {
        var literals: [String: Int] = [:]
        var int: Int?
        var uuid: Int?
        var string: Int?
        var path: Int?
        /// The index of the pattern that ends here.
        var pattern: Int?
    }

    private var roots: [Origin: Int] = [:]
    private var nodes: [Node] = []

    /// Adds the pattern numbered `index`, or returns the number of the registered
    /// pattern it ties with (same scheme, host and segment kinds) without adding it.
    mutating func insert(_ pattern: DeepLinkPattern, as index: Int) -> Int? {
        let origin = Origin(scheme: pattern.scheme, host: pattern.host)
        var node = roots[origin] ?? newNode()
        roots[origin] = node
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                let child = nodes[node].literals[text] ?? newNode()
                nodes[node].literals[text] = child
                node = child
            case .parameter(_, let type):
                let edge: WritableKeyPath<Node, Int?> =
                    switch type {
                    case .int: \.int
                    case .uuid: \.uuid
                    case .string: \.string
                    case .path: \.path
                    }
                let child = nodes[node][keyPath: edge] ?? newNode()
                nodes[node][keyPath: edge] = child
                node = child
            }
        }
        if let existing = nodes[node].pattern { return existing }
        nodes[node].pattern = index
        return nil
    }

    /// The number of the most specific pattern matching `url`, if any.
    func find(_ url: DeepLinkURL) -> Int? {
        guard let root = roots[Origin(scheme: url.scheme, host: url.host)] else { return nil }
        return find(from: root, url.path, at: 0)
    }

    /// Depth-first search that tries children from most to least specific, so the
    /// first complete match is the most specific one. Each node is visited at most
    /// once per URL: a node's position fixes the segment it is compared with.
    private func find(from index: Int, _ path: [String], at depth: Int) -> Int? {
        guard depth < path.count else { return nodes[index].pattern }
        let segment = path[depth]
        if let child = nodes[index].literals[segment], let found = find(from: child, path, at: depth + 1) {
            return found
        }
        if let child = nodes[index].int, DeepLinkParameterType.int.accepts(segment),
            let found = find(from: child, path, at: depth + 1)
        {
            return found
        }
        if let child = nodes[index].uuid, DeepLinkParameterType.uuid.accepts(segment),
            let found = find(from: child, path, at: depth + 1)
        {
            return found
        }
        if let child = nodes[index].string, let found = find(from: child, path, at: depth + 1) {
            return found
        }
        return nodes[index].path.flatMap { nodes[$0].pattern }
    }

    private mutating func newNode() -> Int {
        nodes.append(Node())
        return nodes.count - 1
    }
}
