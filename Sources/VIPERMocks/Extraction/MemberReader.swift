import SwiftSyntax
import VIPERSyntax

/// Reads the members of a protocol body, descending into `#if` blocks: each requirement keeps
/// the condition of the branches around it.
struct MemberReader {
    private(set) var associatedTypes: [AssociatedTypeModel] = []
    private(set) var requirements: [RequirementModel] = []

    /// Reads `members`, declared under `conditions` (outermost first).
    mutating func read(_ members: MemberBlockItemListSyntax, conditions: [String]) {
        let condition = CompilationConditions.all(conditions)
        for member in members {
            let decl = member.decl
            if let function = decl.as(FunctionDeclSyntax.self) {
                requirements.append(.method(RequirementReader.method(function, condition: condition)))
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                requirements += RequirementReader.properties(variable, condition: condition).map(RequirementModel.property)
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                requirements.append(.initializer(RequirementReader.initializer(initializer, condition: condition)))
            } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
                requirements.append(.subscript(RequirementReader.subscript(subscriptDecl, condition: condition)))
            } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
                associatedTypes.append(
                    AssociatedTypeModel(
                        name: associated.name.text,
                        defaultType: associated.initializer?.value.trimmedText,
                        constraints: associated.inheritanceClause?.inheritedTypes.map(\.type.trimmedText) ?? [],
                        whereRequirements: associated.genericWhereClause?.requirements.map(\.requirement.trimmedText) ?? []
                    ))
            } else if let block = decl.as(IfConfigDeclSyntax.self) {
                for (clause, branch) in CompilationConditions.clauses(of: block) {
                    guard case .decls(let nested) = clause.elements else { continue }
                    read(nested, conditions: conditions + [branch])
                }
            }
        }
    }
}
