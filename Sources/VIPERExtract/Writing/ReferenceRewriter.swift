import SwiftSyntax

/// Rewrites one member for its new place: references to members that went to another role get
/// that role's accessor (`items` → `presenter.items`), nested types of the view controller get
/// its name, and in the Router the view controller's own navigation goes through its weak
/// `viewController`.
final class ReferenceRewriter: SyntaxRewriter {
    private let role: ExtractRole
    private let roles: [String: ExtractRole]
    private let nestedTypes: Set<String>
    private let typeName: String
    private let locals: Set<String>

    /// The inherited names a Router reaches through its view controller.
    private static let routedNames: Set<String> = Set(TouchScanner.inherited.filter { $0.value == .router }.keys)

    init(role: ExtractRole, roles: [String: ExtractRole], nestedTypes: Set<String>, typeName: String, locals: Set<String>) {
        self.role = role
        self.roles = roles
        self.nestedTypes = nestedTypes
        self.typeName = typeName
        self.locals = locals
        super.init(viewMode: .sourceAccurate)
    }

    /// `decl` of `member` rewritten for `role`.
    static func rewrite(_ decl: DeclSyntax, role: ExtractRole, roles: [String: ExtractRole], nestedTypes: Set<String>, typeName: String)
        -> DeclSyntax
    {
        let rewriter = ReferenceRewriter(
            role: role, roles: roles, nestedTypes: nestedTypes, typeName: typeName, locals: LocalNames.in(decl))
        return rewriter.rewrite(decl).cast(DeclSyntax.self)
    }

    /// The accessor for a reference to `name` from this member, or nil when none is needed.
    private func accessor(for name: String) -> String? {
        if nestedTypes.contains(name) { return role == .view ? nil : "\(typeName)." }
        if let target = roles[name] {
            return target == role ? nil : ReferencePolicy.accessor(from: role, to: target)
        }
        if role == .router, Self.routedNames.contains(name) { return "viewController?." }
        return nil
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard let base = node.base, TouchScanner.isSelf(base), let prefix = accessor(for: node.declName.baseName.text) else {
            return super.visit(node)
        }
        let accessed = Self.access(node.declName.trimmed, through: prefix, from: visit(base).trimmed)
        return accessed.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        let name = node.baseName.text
        let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        guard !isMemberName, name != "self", !locals.contains(name), let prefix = accessor(for: name) else { return super.visit(node) }
        return Self.access(node.trimmed, through: prefix, from: nil).with(\.leadingTrivia, node.leadingTrivia).with(
            \.trailingTrivia, node.trailingTrivia)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        guard role != .view, nestedTypes.contains(node.name.text) else { return super.visit(node) }
        let qualified = MemberTypeSyntax(
            baseType: IdentifierTypeSyntax(name: .identifier(typeName)), name: node.name.trimmed,
            genericArgumentClause: node.genericArgumentClause)
        return TypeSyntax(qualified).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `name` reached through `prefix` (`presenter.`, `view?.`), after `base` when there is one.
    static func access(_ name: DeclReferenceExprSyntax, through prefix: String, from base: ExprSyntax?) -> ExprSyntax {
        var expression = base
        for component in prefix.split(separator: ".") {
            let optional = component.hasSuffix("?")
            let reference = DeclReferenceExprSyntax(baseName: .identifier(String(component.dropLast(optional ? 1 : 0))))
            var step = expression.map { ExprSyntax(MemberAccessExprSyntax(base: $0, declName: reference)) } ?? ExprSyntax(reference)
            if optional { step = ExprSyntax(OptionalChainingExprSyntax(expression: step)) }
            expression = step
        }
        guard let expression else { return ExprSyntax(name) }
        return ExprSyntax(MemberAccessExprSyntax(base: expression, declName: name))
    }
}

/// Widens the access of a declaration that other types now call.
enum AccessLevel {
    /// Modifiers that hide a member from the other roles' types.
    static let hiding: Set<String> = ["private", "fileprivate"]

    /// Whether a modifier hides the member itself (`private`), not only its setter (`private(set)`,
    /// which other types may still read through).
    private static func isHiding(_ modifier: DeclModifierSyntax) -> Bool {
        hiding.contains(modifier.name.text) && modifier.detail == nil
    }

    static func opened(_ decl: DeclSyntax) -> DeclSyntax {
        guard var modified = decl.asProtocol(WithModifiersSyntax.self) else { return decl }
        let modifiers = modified.modifiers
        guard modifiers.contains(where: isHiding) else { return decl }
        // The line break and comments before removed leading modifiers go to what now follows the attributes.
        let leadingRemoved = modifiers.prefix(while: isHiding)
        let pending = leadingRemoved.reduce(Trivia()) { $0 + $1.leadingTrivia }
        var kept = Array(modifiers.filter { !isHiding($0) })
        if !kept.isEmpty {
            kept[0].leadingTrivia = pending + kept[0].leadingTrivia
            modified.modifiers = DeclModifierListSyntax(kept)
            return Syntax(fromProtocol: modified).as(DeclSyntax.self) ?? decl
        }
        modified.modifiers = DeclModifierListSyntax([])
        guard let result = Syntax(fromProtocol: modified).as(DeclSyntax.self) else { return decl }
        return KeywordTrivia.prepending(pending, toKeywordOf: result)
    }
}

/// Puts trivia before a declaration's introducing keyword (`func`, `var`, `init`, `subscript`).
enum KeywordTrivia {
    static func prepending(_ trivia: Trivia, toKeywordOf decl: DeclSyntax) -> DeclSyntax {
        if var function = decl.as(FunctionDeclSyntax.self) {
            function.funcKeyword.leadingTrivia = trivia + function.funcKeyword.leadingTrivia
            return DeclSyntax(function)
        }
        if var variable = decl.as(VariableDeclSyntax.self) {
            variable.bindingSpecifier.leadingTrivia = trivia + variable.bindingSpecifier.leadingTrivia
            return DeclSyntax(variable)
        }
        if var initializer = decl.as(InitializerDeclSyntax.self) {
            initializer.initKeyword.leadingTrivia = trivia + initializer.initKeyword.leadingTrivia
            return DeclSyntax(initializer)
        }
        if var subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            subscriptDecl.subscriptKeyword.leadingTrivia = trivia + subscriptDecl.subscriptKeyword.leadingTrivia
            return DeclSyntax(subscriptDecl)
        }
        return decl
    }
}
