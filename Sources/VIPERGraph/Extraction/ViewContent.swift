import SwiftSyntax

/// What a SwiftUI view's body shows: the views written in it, through containers (`Group`,
/// `VStack`, `TabView`) and modifiers, not in an action closure or a call's argument.
enum ViewContent {
    /// Whether `node` is written in the content of a view's body (`var body: some View`), or of
    /// a method or property that builds views (`-> some View`), rather than in code it runs
    /// (`Button { … }`'s action).
    static func isViewContent(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self) || parent.is(CodeBlockSyntax.self)
                || parent.is(IfExprSyntax.self) || parent.is(ExpressionStmtSyntax.self)
            {
                current = parent
                continue
            }
            if let closure = parent.as(ClosureExprSyntax.self) {
                // The content of a container (`Group { … }`, `TabView { … }`).
                guard let container = Scope.containerMade(withContent: closure) else { return false }
                current = Syntax(outermostChain(of: container))
                continue
            }
            if let accessors = parent.as(AccessorBlockSyntax.self) {
                return accessors.parent?.as(PatternBindingSyntax.self)?.typeAnnotation.map { buildsViews($0.type) } == true
            }
            if parent.is(AccessorDeclSyntax.self) || parent.is(AccessorDeclListSyntax.self) {
                current = parent
                continue
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.map { buildsViews($0.type) } == true
            }
            return false
        }
        return false
    }

    /// The call that makes the view a statement of view content shows, under its modifiers
    /// (`MapView(presenter: p)` in `MapView(presenter: p).tabItem { … }.tag(0)`).
    static func viewCall(in statement: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        var call = Syntax(statement).as(ExprSyntax.self).map(Expressions.unwrapped)?.as(FunctionCallExprSyntax.self)
        while let member = call?.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.as(FunctionCallExprSyntax.self) {
            call = base
        }
        return call
    }

    /// `some View`, the type of what builds views.
    static func buildsViews(_ type: TypeSyntax) -> Bool {
        type.trimmedText == "some View"
    }

    /// The whole modifier chain a call starts (`Group { … }.animation(.easeIn)`).
    private static func outermostChain(of call: FunctionCallExprSyntax) -> ExprSyntax {
        var current = ExprSyntax(call)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
            let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id
        {
            current = ExprSyntax(outer)
        }
        return current
    }
}
