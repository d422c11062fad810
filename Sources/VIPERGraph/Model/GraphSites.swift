import VIPERVocabulary

/// Where the parts of a ``ModuleGraph`` are written: the places that make each edge, and each
/// module's types by role. The module map shows them beside the picture; the text formats do not.
public struct GraphSites: Sendable, Hashable, Codable {
    /// For each edge of the graph, the places that make it (`path:line`), in path and line order.
    public var edges: [ModuleEdge: [String]]
    /// For each module, the types that belong to it, sorted by role, then name.
    public var moduleTypes: [String: [ModuleType]]

    /// Sites with every property given (none by default).
    public init(edges: [ModuleEdge: [String]] = [:], moduleTypes: [String: [ModuleType]] = [:]) {
        self.edges = edges
        self.moduleTypes = moduleTypes
    }

    /// Orders `path:line` places by path, then line as a number (`A.swift:9` before `A.swift:10`).
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let left = SourcePlace(lhs)
        let right = SourcePlace(rhs)
        return (left.path, left.line) < (right.path, right.line)
    }
}

/// A type that belongs to a module: `HomePresenter`, or the contract protocol `HomeRouting`.
public struct ModuleType: Sendable, Hashable, Codable, Comparable {
    /// The type's name.
    public var name: String
    /// The part it plays (a protocol: the role it is the contract of).
    public var role: Role
    /// Whether it is a protocol: one of the module's contracts.
    public var isProtocol: Bool
    /// Where it is declared (`path:line`).
    public var location: String

    /// A type with every property given.
    public init(name: String, role: Role, isProtocol: Bool, location: String) {
        self.name = name
        self.role = role
        self.isProtocol = isProtocol
        self.location = location
    }

    /// Orders by role as declared, protocols after types, then name.
    public static func < (lhs: ModuleType, rhs: ModuleType) -> Bool {
        let order = { (type: ModuleType) in Role.allCases.firstIndex(of: type.role) ?? 0 }
        return (order(lhs), lhs.isProtocol ? 1 : 0, lhs.name, lhs.location) < (order(rhs), rhs.isProtocol ? 1 : 0, rhs.name, rhs.location)
    }
}

/// A `path:line` place split in two; a place without a line has line 0.
struct SourcePlace {
    let path: String
    let line: Int

    init(_ place: String) {
        if let colon = place.lastIndex(of: ":"), let line = Int(place[place.index(after: colon)...]) {
            path = String(place[..<colon])
            self.line = line
        } else {
            path = place
            line = 0
        }
    }
}
