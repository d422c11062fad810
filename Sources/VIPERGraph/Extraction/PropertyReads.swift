import SwiftSyntax

/// What a read of one of a type's properties shows, worked out once per body: the computed
/// properties a type body declares (read as a method of their name), and what a function body
/// assigns to the type's names, so a read after the assignment shows the value assigned
/// (`rootViewController = builder.build(); window?.rootViewController = rootViewController`).
///
/// Each body is read once however many reads it holds: a long body with many reads costs one
/// pass, not a pass per read.
struct PropertyReads {
    private var computed: [SyntaxIdentifier: Set<String>] = [:]
    private var assignments: [SyntaxIdentifier: [String: [ExprSyntax]]] = [:]

    /// Whether the type body around `node` declares `name` as a computed property.
    mutating func isComputed(_ name: String, at node: some SyntaxProtocol) -> Bool {
        guard let block = Scope.memberBlock(around: node) else { return false }
        if computed[block.id] == nil { computed[block.id] = Scope.computedProperties(in: block) }
        return computed[block.id]?.contains(name) == true
    }

    /// What the body around `node` assigned to `name` before `node`.
    mutating func assigned(to name: String, before node: some SyntaxProtocol) -> [ExprSyntax] {
        guard let body = Scope.body(around: node) else { return [] }
        if assignments[body.id] == nil { assignments[body.id] = Scope.propertyAssignments(in: body) }
        return assignments[body.id]?[name]?.filter { $0.endPosition <= node.position } ?? []
    }
}
