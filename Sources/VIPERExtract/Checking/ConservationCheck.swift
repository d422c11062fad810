import SwiftSyntax
import VIPERSyntax

/// Re-reads what `viper extract` would write and checks that nothing was lost, duplicated or
/// broken: every output file parses, and every declaration of the original view controller (with
/// every statement in it) appears exactly once, the same up to the accessors the move added.
struct ConservationCheck {
    /// Tokens the move adds before a reference, dropped from both sides before comparing.
    private static let accessorTokens: [[String]] = [
        ["presenter", "."], ["view", "?", "."], ["interactor", "."], ["router", "."], ["output", "?", "."], ["viewController", "?", "."],
    ]

    let original: ViewControllerSource
    /// Declarations the extraction added (forwarding methods), by title, not counted.
    let generatedTitles: [String: Int]
    /// The methods split into chains, by member: each must come back whole when the calls to its
    /// pieces are replaced by their bodies.
    var splits: [Int: MethodSplit] = [:]

    /// The problems found; empty when the output conserves the original.
    func problems(in files: [ExtractedFile]) -> [String] {
        var problems: [String] = []
        var found: [String: [String]] = [:]
        var splitCopies: [String: [DeclSyntax]] = [:]
        var pieceBodies: [String: [String]] = [:]
        let pieceNames = Set(splits.values.flatMap { $0.pieces.map(\.name) })
        let splitTitles = Set(splits.keys.map { original.key(original.members[$0].title) })
        for file in files {
            let parsed = SourceFileParser.parse(source: file.contents)
            if parsed.skipped != nil || !parsed.diagnostics.isEmpty {
                problems.append("\(file.path) does not parse: \(parsed.diagnostics.prefix(2).map(\.description).joined(separator: "; "))")
                continue
            }
            // The View file's other types are left as they were: a member of theirs is not the view controller's.
            for decl in Self.typeMembers(of: parsed.tree, onlyOf: file.path == original.path ? original.typeName : nil) {
                let title = original.key(Self.title(of: decl))
                found[title, default: []].append(normalized(decl))
                if splitTitles.contains(title) { splitCopies[title, default: []].append(decl) }
                if let function = decl.as(FunctionDeclSyntax.self), pieceNames.contains(function.name.text), let body = function.body {
                    pieceBodies[function.name.text] = tokens(of: body.statements, loose: true)
                }
            }
        }
        for (title, count) in generatedTitles {
            if var copies = found[original.key(title)] {
                copies.removeFirst(min(count, copies.count))
                found[original.key(title)] = copies
            }
        }
        for member in original.members {
            var copies = found[original.key(member.title)] ?? []
            var expected = normalized(member.decl)
            if splits[member.index] != nil {
                expected = tokens(of: member.decl, loose: true).joined(separator: " ")
                copies = (splitCopies[original.key(member.title)] ?? []).map {
                    Self.expanded(tokens(of: $0, loose: true), pieces: pieceBodies, depth: 0).joined(separator: " ")
                }
            }
            let same = copies.filter { $0 == expected }.count
            if same == 0 {
                problems.append(
                    "\(member.title) (line \(member.line)) is missing from the output" + (copies.isEmpty ? "" : " or was changed"))
            } else if same > 1 {
                problems.append("\(member.title) (line \(member.line)) appears \(same) times")
            }
        }
        return problems
    }

    /// Every declaration directly inside a type or extension body in `tree`; with `typeName`, only
    /// inside that class and its extensions.
    private static func typeMembers(of tree: SourceFileSyntax, onlyOf typeName: String?) -> [DeclSyntax] {
        tree.statements.flatMap { statement -> [DeclSyntax] in
            let item = statement.item
            if let typeName {
                let owner = item.as(ClassDeclSyntax.self)?.name.text ?? item.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
                guard owner == typeName else { return [] }
            }
            let block =
                item.as(ClassDeclSyntax.self)?.memberBlock ?? item.as(ExtensionDeclSyntax.self)?.memberBlock
                ?? item.as(EnumDeclSyntax.self)?.memberBlock
            return block?.members.map(\.decl) ?? []
        }
    }

    private static func title(of decl: DeclSyntax) -> String {
        MemberReader(converter: SourceLocationConverter(fileName: "", tree: SourceFileSyntax(statements: []))).titleOnly(decl)
    }

    /// Whether an accessor may stand here: at the start of a chain or right after `self.`/`self?.`
    /// (never after another member: `store.shared.presenter.x` is not a moved reference).
    private static func startsChain(after kept: [String]) -> Bool {
        guard kept.last == "." else { return true }
        let before = kept.dropLast()
        return before.last == "self" || (before.last == "?" && before.dropLast().last == "self")
    }

    /// What a weak capture of `self` adds (``WeakSelfCapture``), set aside on both sides.
    private static let weakCaptureTokens: [[String]] = [
        ["guard", "let", "self", "else", "{", "return", "}", ";"], ["guard", "let", "self", "else", "{", "return", "}"],
        ["guard", "let", "self", "=", "self", "else", "{", "return", "}"], ["weak", "self", ","], ["[", "weak", "self", "]"],
    ]

    /// `tokens` without weak captures of `self` and the unwrapping that goes with them.
    private static func withoutWeakCaptures(_ tokens: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < tokens.count {
            if let pattern = weakCaptureTokens.first(where: { Array(tokens[index..<min(index + $0.count, tokens.count)]) == $0 }) {
                index += pattern.count
                // `{ [weak self] in` added to a closure without a signature leaves a bare `in`.
                if pattern.first == "[", kept.last == "{", index < tokens.count, tokens[index] == "in" { index += 1 }
                continue
            }
            kept.append(tokens[index])
            index += 1
        }
        return kept
    }

    /// `tokens` with every call to a piece (`renderSubmit ( code : code )`) replaced by the
    /// piece's body, the same way down.
    private static func expanded(_ tokens: [String], pieces: [String: [String]], depth: Int) -> [String] {
        guard depth < 16 else { return tokens }
        var result: [String] = []
        var index = 0
        while index < tokens.count {
            if let body = pieces[tokens[index]], index + 1 < tokens.count, tokens[index + 1] == "(", result.last != "func" {
                var level = 0
                var end = index + 1
                repeat {
                    if tokens[end] == "(" { level += 1 } else if tokens[end] == ")" { level -= 1 }
                    end += 1
                } while level > 0 && end < tokens.count
                result += expanded(body, pieces: pieces, depth: depth + 1)
                index = end
                continue
            }
            result.append(tokens[index])
            index += 1
        }
        return result
    }

    /// The declaration's tokens without access modifiers and added accessors.
    private func normalized(_ decl: DeclSyntax) -> String {
        tokens(of: decl, loose: false).joined(separator: " ")
    }

    /// A node's tokens without access modifiers and added accessors; `loose` also sets aside
    /// `self.` and `self?.`, which a split changes when a completion becomes a method.
    private func tokens(of node: some SyntaxProtocol, loose: Bool) -> [String] {
        let tokens = Self.withoutWeakCaptures(
            node.tokens(viewMode: .sourceAccurate).map(\.text).filter { !AccessLevel.hiding.contains($0) })
        var index = 0
        var kept: [String] = []
        while index < tokens.count {
            if loose, tokens[index] == "self", index + 1 < tokens.count, tokens[index + 1] == "." || tokens[index + 1] == "?" {
                index += tokens[index + 1] == "." ? 2 : 3
                continue
            }
            if Self.startsChain(after: kept),
                let accessor = Self.accessorTokens.first(where: { Array(tokens[index..<min(index + $0.count, tokens.count)]) == $0 })
            {
                index += accessor.count
                continue
            }
            if tokens[index] == original.typeName, index + 1 < tokens.count, tokens[index + 1] == "." {
                index += 2
                continue
            }
            kept.append(tokens[index])
            index += 1
        }
        return kept
    }
}
