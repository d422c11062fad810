import Foundation
import SwiftSyntax

/// The written types of a method's parameters and locals: annotations, literals, annotated
/// closure parameters, and a text field's text with a default (`field.text ?? ""`).
enum LocalTypes {
    private static let textRead = try! NSRegularExpression(
        pattern:
            #"^\(?[A-Za-z_][A-Za-z0-9_.?!]*\.text \?\? "[^"]*"\)?(\.(trimmingCharacters\(in: [^()]*\)|lowercased\(\)|uppercased\(\)))*$"#)

    static func `in`(_ decl: DeclSyntax) -> [String: String] {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(decl)
        return collector.types
    }

    /// The type of an initial value, when the text says it.
    static func type(of value: ExprSyntax) -> String? {
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        let text = value.trimmedDescription
        let range = NSRange(text.startIndex..., in: text)
        return textRead.firstMatch(in: text, range: range) == nil ? nil : "String"
    }

    private final class Collector: SyntaxVisitor {
        var types: [String: String] = [:]

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            types[(node.secondName ?? node.firstName).text] = node.type.trimmedDescription
            return .visitChildren
        }
        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            if let type = node.type { types[(node.secondName ?? node.firstName).text] = type.trimmedDescription }
            return .visitChildren
        }
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
            if let annotation = node.typeAnnotation {
                types[name] = annotation.type.trimmedDescription
            } else if let value = node.initializer?.value, let type = LocalTypes.type(of: value) {
                types[name] = type
            }
            return .visitChildren
        }
    }
}

/// The plain names a part of a method uses (not member names after a dot).
enum FreeNames {
    static func `in`(_ node: some SyntaxProtocol) -> [String] {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.names
    }

    private final class Collector: SyntaxVisitor {
        var names: [String] = []
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id { names.append(node.baseName.text) }
            return .visitChildren
        }
    }
}

/// Whether a statement leaves its method or loop (`return`, `break`, `continue`, `throw`),
/// outside the closures and functions inside it.
enum ControlTransfer {
    static func `in`(_ node: some SyntaxProtocol) -> Bool {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        var found = false
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind { mark() }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        private func mark() -> SyntaxVisitorContinueKind {
            found = true
            return .skipChildren
        }
    }
}

/// What a completion closure captures and is handed.
enum Completion {
    /// Whether the closure captures `[weak self]`; other capture lists are not split.
    static func capturesSelfWeakly(_ closure: ClosureExprSyntax) throws(SplitRefusal) -> Bool {
        guard let capture = closure.signature?.capture else { return false }
        guard capture.items.count == 1, let item = capture.items.first, item.name.text == "self",
            item.specifier?.specifier.tokenKind == .keyword(.weak)
        else {
            throw SplitRefusal(reason: "its completion captures `\(capture.trimmedDescription)`")
        }
        return true
    }

    /// The closure's parameters, which must have written types.
    static func parameters(of closure: ClosureExprSyntax) throws(SplitRefusal) -> [(name: String, type: String)] {
        switch closure.signature?.parameterClause {
        case nil: return []
        case .simpleInput(let names):
            let named = names.filter { $0.name.text != "_" }
            if let first = named.first { throw SplitRefusal(reason: "the completion's `\(first.name.text)` has no written type") }
            return []
        case .parameterClause(let clause):
            var parameters: [(name: String, type: String)] = []
            for parameter in clause.parameters {
                let name = (parameter.secondName ?? parameter.firstName).text
                guard name != "_" else { continue }
                guard let type = parameter.type?.trimmedDescription else {
                    throw SplitRefusal(reason: "the completion's `\(name)` has no written type")
                }
                parameters.append((name, type))
            }
            return parameters
        }
    }

    /// `guard let self else { return }` (or `guard let self = self …`).
    static func isSelfUnwrap(_ item: CodeBlockItemSyntax) -> Bool {
        let tokens = item.tokens(viewMode: .sourceAccurate).map(\.text)
        return tokens == ["guard", "let", "self", "else", "{", "return", "}"]
            || tokens == ["guard", "let", "self", "=", "self", "else", "{", "return", "}"]
    }
}

/// `self?.x` → `self.x`: a completion that captured `self` weakly, once it is a method.
final class StrongSelf: SyntaxRewriter {
    override func visit(_ node: OptionalChainingExprSyntax) -> ExprSyntax {
        guard node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { return super.visit(node) }
        return node.expression.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax { ExprSyntax(node) }
}

/// The spaces at the end of a piece of trivia: the indentation of what follows it.
enum Indentation {
    static func of(_ trivia: Trivia) -> String {
        var indent = ""
        for piece in trivia.reversed() {
            guard case .spaces(let count) = piece else { break }
            indent = String(repeating: " ", count: count) + indent
        }
        return indent
    }
}
