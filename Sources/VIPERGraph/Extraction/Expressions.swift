import SwiftSyntax
import VIPERSyntax

/// Reading calls and route cases from expressions.
enum Expressions {
    /// `push` for `navigator.push(…)`, `.push(…)` and `push(…)`.
    static func calleeName(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// The route cases an argument names: `.home`, `.detail(id: 1)`, `AppRoute.home`, or an
    /// array of them. A nested navigation call (`.push(.detail)`) is read as its own call.
    static func caseReferences(in expression: ExprSyntax) -> [NavigationFacts.CaseReference] {
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { caseReferences(in: $0.expression) }
        }
        var expression = unwrapped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if NavigationCall.kind(of: call) != nil { return [] }
            expression = call.calledExpression
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return [] }
        let name = member.declName.baseName.text
        guard name != "init", name != "self" else { return [] }
        guard let base = member.base else { return [NavigationFacts.CaseReference(qualifier: nil, name: name)] }
        guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true else { return [] }
        return [NavigationFacts.CaseReference(qualifier: type, name: name)]
    }

    /// The cases an expression names, with those in its payload: `search` and `detail` for
    /// `.search(.detail(item))`.
    static func caseNames(in expression: ExprSyntax) -> [String] {
        let outer = caseReferences(in: expression).map(\.name)
        guard !outer.isEmpty, let call = unwrapped(expression).as(FunctionCallExprSyntax.self) else { return outer }
        return outer + call.arguments.flatMap { caseNames(in: $0.expression) }
    }

    /// The cases a `case` pattern matches: `.detail(let id)`, `let .detail(id)`, `AppRoute.home`.
    static func caseReferences(inPattern pattern: PatternSyntax) -> [NavigationFacts.CaseReference] {
        var pattern = pattern
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return [] }
        return caseReferences(in: expression)
    }

    /// The type a container hands out by its metatype: `DetailBuilder` for
    /// `container.resolve(DetailBuilder.self)` and `resolver.resolve(DetailBuilder.self)!`.
    static func resolvedType(_ expression: ExprSyntax) -> String? {
        guard let call = unwrapped(expression).as(FunctionCallExprSyntax.self),
            let argument = call.arguments.first, argument.label == nil,
            let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
            let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true
        else { return nil }
        return type
    }

    /// `SettingsComponent` in `moduleFactory.component(ofType: SettingsComponent.self, output: self)`:
    /// the type a factory or container method is asked for by a labelled `X.self` argument, when
    /// the method's name says it hands out a module's part (`component`, `module`, `resolve`,
    /// `make…`, `build…`, `create…`, `assemble…`), not a value (`decode(User.self, from:)`).
    static func requestedType(_ call: FunctionCallExprSyntax) -> String? {
        guard let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            requestingVerbs.contains(where: {
                method == $0 || (method.hasPrefix($0) && method.dropFirst($0.count).first?.isUppercase == true)
            })
        else { return nil }
        for argument in call.arguments where argument.label != nil {
            guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true
            else { continue }
            return type
        }
        return nil
    }

    private static let requestingVerbs = ["component", "module", "resolve", "make", "build", "create", "assemble"]

    /// The last name of a value: `detailAssembly` for `self.detailAssembly?` and `detailAssembly`.
    static func lastName(_ expression: ExprSyntax) -> String? {
        let expression = unwrapped(expression)
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Whether an expression reads a screen that is already shown, through UIKit's properties
    /// for it (`tabBarController`, `view?.navigationController`, `window?.rootViewController`,
    /// `viewControllers?.first`): casting it to a screen's type (`tabBarController as?
    /// MainTabBarController`) makes nothing.
    static func readsShownScreen(_ expression: ExprSyntax) -> Bool {
        guard let name = lastName(expression) else { return false }
        return shownScreenProperties.contains(name)
    }

    private static let shownScreenProperties: Set<String> = [
        "tabBarController", "navigationController", "splitViewController", "parent", "presentingViewController",
        "presentedViewController", "topViewController", "visibleViewController", "selectedViewController", "rootViewController",
        "viewControllers", "children", "first", "last",
    ]

    /// `DetailAssembly` for `DetailAssembly.shared`: the type whose static property an
    /// expression reads, if it is one.
    static func staticPropertyOwner(_ expression: ExprSyntax) -> String? {
        guard let member = unwrapped(expression).as(MemberAccessExprSyntax.self),
            let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
            member.declName.baseName.text.first?.isLowercase == true
        else { return nil }
        return type
    }

    /// `expression` without `try`, `await`, parentheses, `?` and `!` around it.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        while true {
            if let inner = expression.as(TryExprSyntax.self)?.expression
                ?? expression.as(AwaitExprSyntax.self)?.expression
                ?? expression.as(ForceUnwrapExprSyntax.self)?.expression
                ?? expression.as(OptionalChainingExprSyntax.self)?.expression
            {
                expression = inner
            } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first, only.label == nil
            {
                expression = only.expression
            } else {
                return expression
            }
        }
    }

    /// Whether `node` is part of a navigation call or assignment in the same statement:
    /// `push(DetailBuilder.build())`, `window.rootViewController = DetailBuilder.build()`.
    static func isInsideNavigation(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(CodeBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self), NavigationCall.kind(of: call) != nil {
                return true
            }
            if let sequence = parent.as(SequenceExprSyntax.self), navigationAssignment(sequence) != nil {
                return true
            }
            current = parent.parent
        }
        return false
    }

    /// `window?.rootViewController = …` and `tabBarController.viewControllers = […]`: the kind
    /// of navigation the assignment is, and the value assigned. (The parser leaves `a = b` as a
    /// sequence of three expressions.)
    /// A navigation controller's `viewControllers` (`navigationController.viewControllers = [login]`)
    /// are its stack, set as a root is, not tabs.
    static func navigationAssignment(_ node: SequenceExprSyntax) -> (kind: NavigationKind, value: ExprSyntax)? {
        let elements = Array(node.elements)
        let member = elements.first?.as(MemberAccessExprSyntax.self)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let property = member?.declName.baseName.text ?? elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
            let kind = NavigationCall.kind(ofAssignmentTo: property)
        else { return nil }
        if kind == .tabs, let base = member?.base.flatMap(lastName), base.lowercased().hasPrefix("nav") { return (.setRoot, elements[2]) }
        // A window's root is set through the window (`window?.rootViewController = …`); a type's
        // own stored `rootViewController` (a coordinator keeping the screen it made) only keeps it.
        if kind == .setRoot, member?.base.map({ $0.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" }) ?? true,
            Scope.isPlainStoredProperty(property, at: node)
        {
            return nil
        }
        return (kind, elements[2])
    }

    /// The type a sequence casts to with `as`/`as?`/`as!` when the parser left the cast
    /// unfolded (`x as? T ?? y`).
    static func castTypes(in node: SequenceExprSyntax) -> [String] {
        let elements = Array(node.elements)
        return elements.indices.dropLast().compactMap { index in
            guard elements[index].is(UnresolvedAsExprSyntax.self), index == 0 || !readsShownScreen(elements[index - 1]),
                let type = elements[index + 1].as(TypeExprSyntax.self)?.type
            else { return nil }
            return TypeText.baseName(type.trimmedText)
        }
    }

    /// Whether `node` mentions the name `name` (`vc` in `UINavigationController(rootViewController: vc)`).
    static func mentions(_ node: some SyntaxProtocol, name: String) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }

    /// The value of each branch of an `if` or `switch` used as an expression: the last
    /// statement of each branch; nil when `node` is neither.
    static func branchValues(of node: Syntax) -> [CodeBlockItemSyntax.Item]? {
        if let ifExpression = node.as(IfExprSyntax.self) {
            var values = ifExpression.body.statements.last.map { [$0.item] } ?? []
            switch ifExpression.elseBody {
            case .codeBlock(let block): values += block.statements.last.map { [$0.item] } ?? []
            case .ifExpr(let next): values += branchValues(of: Syntax(next)) ?? []
            case nil: break
            }
            return values
        }
        if let switchExpression = node.as(SwitchExprSyntax.self) {
            return switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements.last?.item }
        }
        return nil
    }
}
