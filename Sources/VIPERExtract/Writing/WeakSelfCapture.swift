import SwiftSyntax
import VIPERSyntax

/// Makes the escaping closures that captured `self` strongly in the view controller capture it
/// weakly once they sit in the Presenter, Interactor or Router:
/// `service.load { items in self.output?.loaded(items) }` →
/// `service.load { [weak self] items in guard let self else { return } … }`.
///
/// Which closures escape is `viper lint`'s `weak-self-in-escaping-closures` call: the closures it
/// reports are rewritten. A closure that declares a return type, already lists `self` among its
/// captures, or returns a value is left as it is (and its member then stays in the View).
enum WeakSelfCapture {
    /// `files` with the reported closures of every file but the View (`viewPath`) rewritten.
    static func applied(to files: [ExtractedFile], viewPath: String) -> [ExtractedFile] {
        let reported = Dictionary(
            grouping: ModuleLintCheck.violations(in: files).filter { $0.ruleID == "weak-self-in-escaping-closures" && $0.path != viewPath },
            by: \.path)
        return files.map { file in
            guard let violations = reported[file.path] else { return file }
            let contents = rewritten(file.contents, at: violations.map { ($0.line, $0.column) })
            return ExtractedFile(path: file.path, contents: contents, existing: file.existing)
        }
    }

    /// `text` with the closures that start at the given line and column rewritten.
    static func rewritten(_ text: String, at positions: [(line: Int, column: Int)]) -> String {
        let tree = SourceFileParser.parse(source: text).tree
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var edits: [(offset: Int, text: String)] = []
        var seen: Set<SyntaxIdentifier> = []
        for position in positions {
            let offset = converter.position(ofLine: position.line, column: position.column).utf8Offset
            guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)),
                let closure = token.parent?.as(ClosureExprSyntax.self), seen.insert(closure.id).inserted
            else { continue }
            edits += self.edits(for: closure)
        }
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.offset > $1.offset }) {
            bytes.insert(contentsOf: Array(edit.text.utf8), at: edit.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The insertions that make `closure` capture `self` weakly and unwrap it first, or none.
    private static func edits(for closure: ClosureExprSyntax) -> [(offset: Int, text: String)] {
        let signature = closure.signature
        guard signature?.returnClause == nil, !ValueReturn.in(closure.statements) else { return [] }
        if let capture = signature?.capture {
            guard !capture.items.contains(where: { $0.name.tokenKind == .keyword(.self) || $0.name.text == "self" }) else { return [] }
        }
        let indent = closure.statements.first.map { Indentation.of($0.leadingTrivia) } ?? ""
        let firstStatement = closure.statements.first?.positionAfterSkippingLeadingTrivia.utf8Offset
        var edits: [(offset: Int, text: String)] = []
        if let capture = signature?.capture {
            edits.append((capture.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset, "weak self, "))
        } else if let signature {
            edits.append((signature.positionAfterSkippingLeadingTrivia.utf8Offset, "[weak self] "))
        } else {
            edits.append((closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset, " [weak self] in"))
        }
        let separator = indent.isEmpty ? " " : "\n" + indent
        if let firstStatement, closure.statements.first?.leadingTrivia.contains(where: \.isNewline) == true {
            edits.append((firstStatement, "guard let self else { return }" + separator))
        } else if let firstStatement {
            edits.append((firstStatement, "guard let self else { return }; "))
        }
        return edits
    }

    /// Whether a closure body returns a value (outside nested closures and functions).
    private final class ValueReturn: SyntaxVisitor {
        var found = false

        static func `in`(_ statements: CodeBlockItemListSyntax) -> Bool {
            let visitor = ValueReturn(viewMode: .sourceAccurate)
            visitor.walk(statements)
            if statements.count == 1, case .expr(let expression) = statements.first!.item,
                !expression.is(FunctionCallExprSyntax.self), !expression.is(SequenceExprSyntax.self)
            {
                // A single-expression closure that is neither a call nor an assignment returns its value.
                return true
            }
            return visitor.found
        }

        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if node.expression != nil { found = true }
            return .skipChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
