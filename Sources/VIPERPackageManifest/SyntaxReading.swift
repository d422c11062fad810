import SwiftSyntax

extension FunctionCallExprSyntax {
    /// `Package` for `Package(…)`.
    var calledName: String? {
        calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `target` for `.target(…)` and `Target.target(…)`.
    var calledMemberName: String? {
        calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The argument labelled `label`.
    func argument(_ label: String) -> LabeledExprSyntax? {
        arguments.first { $0.label?.text == label }
    }
}

extension ExprSyntax {
    /// The value of a string literal without interpolation; `nil` for anything else.
    var stringLiteral: String? {
        guard let literal = self.as(StringLiteralExprSyntax.self) else { return nil }
        var value = ""
        for segment in literal.segments {
            guard let text = segment.as(StringSegmentSyntax.self) else { return nil }
            value += text.content.text
        }
        return value
    }
}

/// Finds function calls in a tree.
final class CallFinder: SyntaxVisitor {
    private let predicate: (FunctionCallExprSyntax) -> Bool
    private let firstOnly: Bool
    private(set) var found: [FunctionCallExprSyntax] = []

    private init(firstOnly: Bool, predicate: @escaping (FunctionCallExprSyntax) -> Bool) {
        self.predicate = predicate
        self.firstOnly = firstOnly
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if firstOnly, !found.isEmpty { return .skipChildren }
        if predicate(node) { found.append(node) }
        return .visitChildren
    }

    /// The first call, in source order, that `predicate` accepts.
    static func first(in tree: some SyntaxProtocol, where predicate: @escaping (FunctionCallExprSyntax) -> Bool) -> FunctionCallExprSyntax?
    {
        let finder = CallFinder(firstOnly: true, predicate: predicate)
        finder.walk(tree)
        return finder.found.first
    }

    /// Every call that `predicate` accepts, in source order.
    static func all(in tree: some SyntaxProtocol, where predicate: @escaping (FunctionCallExprSyntax) -> Bool) -> [FunctionCallExprSyntax] {
        let finder = CallFinder(firstOnly: false, predicate: predicate)
        finder.walk(tree)
        return finder.found
    }
}
