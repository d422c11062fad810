import SwiftSyntax

/// Captures `[weak self]` in a closure that only calls through `self`:
/// `service.load { result in self.output?.didLoad(result) }` →
/// `service.load { [weak self] result in self?.output?.didLoad(result) }`.
///
/// The fix is made only where `self?.` cannot change anything but what happens once the object
/// is gone: every use of `self` starts a chain of member accesses and calls that is a whole
/// statement (a call or an assignment, possibly under `try` or `await`) whose value is not
/// used; the closure declares no return type and returns no value, and does not list `[self]`.
/// Uses inside a nested closure that captures `self` weakly itself are left as they are.
enum WeakSelfCaptureFix {
    /// The edits for `closure`, or nil when the closure does not qualify.
    static func edits(for closure: ClosureExprSyntax) -> [TextEdit]? {
        if let signature = closure.signature {
            guard signature.returnClause == nil else { return nil }
            let capturesSelf =
                signature.capture?.items.contains {
                    $0.name.tokenKind == .keyword(.self)
                        || $0.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                } ?? false
            guard !capturesSelf else { return nil }
        }
        let uses = SelfUses(root: closure)
        uses.walk(closure.statements)
        guard uses.qualifies, !uses.selfTokens.isEmpty else { return nil }
        var edits = uses.selfTokens.map { TextEdit.insert("?", at: $0.endPositionBeforeTrailingTrivia.utf8Offset) }
        edits.append(captureEdit(for: closure))
        return edits
    }

    private static func captureEdit(for closure: ClosureExprSyntax) -> TextEdit {
        guard let signature = closure.signature else {
            return .insert(" [weak self] in", at: closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        if let capture = signature.capture {
            return .insert("weak self, ", at: capture.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return .insert("[weak self] ", at: signature.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// Finds every `self` in a closure body and checks each starts a discarded call chain.
    private final class SelfUses: SyntaxVisitor {
        let root: ClosureExprSyntax
        private(set) var selfTokens: [TokenSyntax] = []
        private(set) var qualifies = true

        init(root: ClosureExprSyntax) {
            self.root = root
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            let weakly =
                node.signature?.capture?.items.contains {
                    $0.name.tokenKind == .keyword(.self)
                        && ($0.specifier?.specifier.tokenKind == .keyword(.weak)
                            || $0.specifier?.specifier.tokenKind == .keyword(.unowned))
                } ?? false
            return weakly ? .skipChildren : .visitChildren
        }

        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if node.expression != nil, node.ancestor(ClosureExprSyntax.self)?.id == root.id { qualifies = false }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.baseName.tokenKind == .keyword(.self) else { return .skipChildren }
            if Self.startsDiscardedChain(node) {
                selfTokens.append(node.baseName)
            } else {
                qualifies = false
            }
            return .skipChildren
        }

        /// Whether `self` is the base of `self.a.b(…)` used as a whole statement, or the target
        /// of an assignment statement `self.a = …`.
        private static func startsDiscardedChain(_ node: DeclReferenceExprSyntax) -> Bool {
            guard let first = node.parent?.as(MemberAccessExprSyntax.self), first.base?.id == node.id else { return false }
            var top = Syntax(first)
            var endsInCall = false
            while let parent = top.parent {
                if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == top.id {
                    endsInCall = false
                } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == top.id {
                    endsInCall = true
                } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                    // `self.output?.…`: the chain continues.
                } else {
                    break
                }
                top = parent
            }
            var statement = top.parent
            while let wrapper = statement, wrapper.is(TryExprSyntax.self) || wrapper.is(AwaitExprSyntax.self) {
                top = wrapper
                statement = wrapper.parent
            }
            if endsInCall, statement?.is(CodeBlockItemSyntax.self) == true { return true }
            guard let list = statement?.as(ExprListSyntax.self), list.count == 3, list.first?.id == top.id,
                list.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                list.parent?.as(SequenceExprSyntax.self)?.parent?.is(CodeBlockItemSyntax.self) == true
            else { return false }
            return true
        }
    }
}
