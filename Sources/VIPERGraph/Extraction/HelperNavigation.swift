import SwiftSyntax

/// Navigation through a screen's own helper methods: `replaceChild(viewController: events)`,
/// where the type's `replaceChild(viewController:)` hands its parameter to `addChild`, directly
/// or through another of its methods (`include(viewController:)`). Read from the type's
/// declaration around the call, so it needs no other file.
enum HelperNavigation {
    /// How a call of a method of the type it is written in navigates: `.some(kind)` when that
    /// method hands one of the values it is given to a navigation call, within `depth` methods;
    /// nil when it does not (or is no method of that type). `known` keeps each method's answer
    /// for the rest of the file.
    static func kind(of call: FunctionCallExprSyntax, depth: Int = 3, known: inout [SyntaxIdentifier: Answer]) -> NavigationKind?? {
        guard depth > 0, !call.arguments.isEmpty, let method = ownMethod(calledBy: call) else { return nil }
        if let answer = known[method.id] { return answer.kind }
        let parameters = method.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        var answer = Answer.none
        if let body = method.body {
            _ = body.containsDescendant(after: body.position) { node in
                guard let inner = node.as(FunctionCallExprSyntax.self),
                    inner.arguments.contains(where: { argument in
                        parameters.contains { Expressions.mentions(argument.expression, name: $0) }
                    })
                else { return false }
                guard let kind = NavigationCall.kind(of: inner) ?? Self.kind(of: inner, depth: depth - 1, known: &known) else {
                    return false
                }
                answer = .navigates(kind)
                return true
            }
        }
        // Only a whole answer is kept: one cut short by `depth` may differ from a deeper one.
        if depth == 3 { known[method.id] = answer }
        return answer.kind
    }

    /// What a method does with the values it is given.
    enum Answer {
        /// It hands none to a navigation call.
        case none
        /// It hands one to a navigation call of this kind (nil: one that does not say how).
        case navigates(NavigationKind?)

        var kind: NavigationKind?? {
            switch self {
            case .none: nil
            case .navigates(let kind): .some(kind)
            }
        }
    }

    /// The method of the type around `call` that it calls (`include(x)`, `self.include(x)`),
    /// matched by name and argument labels; nil for a call on another value.
    private static func ownMethod(calledBy call: FunctionCallExprSyntax) -> FunctionDeclSyntax? {
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard name.first?.isLowercase == true else { return nil }
        var current = call.parent
        while let parent = current, !parent.is(MemberBlockSyntax.self) { current = parent.parent }
        guard let members = current?.as(MemberBlockSyntax.self) else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        // The type's declaration and its extensions in this file, the call's own first.
        let blocks = [members] + declarations(of: typeName(declaring: members), in: call.root).filter { $0.id != members.id }
        for block in blocks {
            for member in block.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name else { continue }
                if function.signature.parameterClause.parameters.map(\.firstName.text) == labels { return function }
            }
        }
        return nil
    }

    /// The name of the type whose declaration or extension holds `members`.
    private static func typeName(declaring members: MemberBlockSyntax) -> String? {
        guard let parent = members.parent else { return nil }
        if let type = parent.asProtocol(NamedDeclSyntax.self) { return type.name.text }
        return parent.as(ExtensionDeclSyntax.self).map { TypeText.baseName($0.extendedType.trimmedText) }
    }

    /// The member blocks of the file's top-level declarations and extensions of `type`.
    private static func declarations(of type: String?, in root: Syntax) -> [MemberBlockSyntax] {
        guard let type, let file = root.as(SourceFileSyntax.self) else { return [] }
        return file.statements.compactMap { statement in
            let declaration = statement.item
            if let named = declaration.asProtocol(NamedDeclSyntax.self), named.name.text == type {
                return declaration.asProtocol(DeclGroupSyntax.self)?.memberBlock
            }
            if let extensionDecl = declaration.as(ExtensionDeclSyntax.self),
                TypeText.baseName(extensionDecl.extendedType.trimmedText) == type
            {
                return extensionDecl.memberBlock
            }
            return nil
        }
    }
}
