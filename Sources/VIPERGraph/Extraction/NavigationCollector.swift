import SwiftSyntax

/// One pass over a file that records module types, route enums, `build(` calls, navigation
/// calls and deep-link registrations.
final class NavigationCollector: SyntaxVisitor {
    private let path: String
    private let converter: SourceLocationConverter
    private let naming: ModuleNaming
    private(set) var facts = NavigationFacts()

    init(path: String, tree: SourceFileSyntax, naming: ModuleNaming) {
        self.path = path
        self.naming = naming
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func location(_ node: some SyntaxProtocol) -> String {
        "\(path):\(node.startLocation(converter: converter).line)"
    }

    // MARK: Declarations

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name)
        let name = node.name.text
        if name.hasSuffix("Route") {
            for member in node.memberBlock.members {
                guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements {
                    facts.routeCases.append((element.name.text, name, location(element)))
                }
            }
        }
        return .visitChildren
    }

    private func declare(_ name: TokenSyntax) {
        if naming.declaredModule(ofType: name.text) != nil {
            facts.declaredTypes.append((name.text, location(name)))
        }
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = Self.calleeName(node.calledExpression) else { return .visitChildren }
        if ModuleNaming.buildMethods.contains(callee), let target = builtModule(node.calledExpression) {
            facts.builds.append(NavigationFacts.Build(
                target: target, owner: owner(of: node), routeCases: switchCases(around: node),
                kind: enclosingNavigationKind(of: node), location: location(node)
            ))
        } else if let kind = NavigationKind(call: callee), let first = node.arguments.first {
            let routes = Self.routeCases(in: first.expression)
            if !routes.isEmpty {
                facts.intents.append(NavigationFacts.Intent(
                    routes: routes, kind: kind, owner: owner(of: node), function: function(around: node),
                    registration: registration(around: node), location: location(node)
                ))
            }
        } else if callee == "register", let registration = Self.registration(node, location: location(node)) {
            facts.registrations.append(registration)
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
           let owner = owner(of: node), naming.module(ofType: owner) != nil {
            facts.memberCalls.append(NavigationFacts.MemberCall(owner: owner, method: callee))
        }
        return .visitChildren
    }

    /// `push` for `navigator.push(…)`, `.push(…)` and `push(…)`.
    private static func calleeName(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// `Home` for `HomeBuilder.build(`, `HomeRouter.build(`, `HomeFactory.make(` and `HomeBuilder().build(`.
    private func builtModule(_ callee: ExprSyntax) -> String? {
        guard var base = callee.as(MemberAccessExprSyntax.self)?.base else { return nil }
        if let construction = base.as(FunctionCallExprSyntax.self) { base = construction.calledExpression }
        guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return naming.builtModule(type)
    }

    /// The route cases an argument names: `.home`, `.detail(id: 1)`, `AppRoute.home`, or an array of them.
    private static func routeCases(in expression: ExprSyntax) -> [String] {
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { routeCases(in: $0.expression) }
        }
        var expression = expression
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return [] }
        if let base = member.base {
            guard base.as(DeclReferenceExprSyntax.self)?.baseName.text.hasSuffix("Route") == true else { return [] }
        }
        return [member.declName.baseName.text]
    }

    /// The pattern of a `register("literal") { … }` call.
    private static func registration(_ node: FunctionCallExprSyntax, location: String) -> NavigationFacts.Registration? {
        guard let literal = node.arguments.first?.expression.as(StringLiteralExprSyntax.self) else { return nil }
        var pattern = ""
        for segment in literal.segments {
            guard let text = segment.as(StringSegmentSyntax.self) else { return nil }
            pattern += text.content.text
        }
        return NavigationFacts.Registration(pattern: pattern, location: location)
    }

    // MARK: Context

    /// The innermost type (or extended type) around `node`.
    private func owner(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let type = parent.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = parent.as(StructDeclSyntax.self) { return type.name.text }
            if let type = parent.as(EnumDeclSyntax.self) { return type.name.text }
            if let type = parent.as(ActorDeclSyntax.self) { return type.name.text }
            if let type = parent.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
            current = parent.parent
        }
        return nil
    }

    /// The name of the method `node` is in, if any.
    private func function(around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) { return function.name.text }
            current = parent.parent
        }
        return nil
    }

    /// The route cases of the `switch` case `node` sits in (`case .detail(let id):`), if any.
    private func switchCases(around node: some SyntaxProtocol) -> [String] {
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return [] }
            if let switchCase = parent.as(SwitchCaseSyntax.self) {
                guard case .case(let label) = switchCase.label else { return [] }
                return label.caseItems.flatMap { item -> [String] in
                    var pattern = item.pattern
                    if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
                    guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return [] }
                    return Self.routeCases(in: expression)
                }
            }
            current = parent.parent
        }
        return []
    }

    /// How a `build(` call's result is shown: the navigation call it is an argument of, in the same statement.
    private func enclosingNavigationKind(of node: some SyntaxProtocol) -> NavigationKind {
        var current = node.parent
        while let parent = current, !parent.is(CodeBlockItemSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self),
               let name = Self.calleeName(call.calledExpression),
               let kind = NavigationKind(call: name) {
                return kind
            }
            current = parent.parent
        }
        return .builds
    }

    /// The deep-link registration whose handler contains `node`, if any.
    private func registration(around node: some SyntaxProtocol) -> NavigationFacts.Registration? {
        var current = node.parent
        while let parent = current {
            if let call = parent.as(FunctionCallExprSyntax.self),
               Self.calleeName(call.calledExpression) == "register",
               let registration = Self.registration(call, location: location(call)) {
                return registration
            }
            current = parent.parent
        }
        return nil
    }
}
