import SwiftSyntax
import VIPERSyntax

/// A method of the view controller that mixed roles, split into a chain: the View keeps what
/// reads its UIKit and hands the rest to a Presenter method (the intent), which decides, calls
/// the Interactor, is answered through the interactor output, and has the View render and the
/// Router navigate.
struct MethodSplit {
    /// The member split.
    let member: Int
    /// The View's method, replacing the original: its UIKit reads, then the intent.
    let view: String
    /// The methods made of the rest, each in its role.
    let pieces: [SplitPiece]
    /// The view controller's members each role's part refers to.
    let references: [ExtractRole: Set<String>]
}

/// One method made of a part of a split method.
struct SplitPiece {
    /// Where it lives.
    let role: ExtractRole
    /// Who calls it: the Presenter's intent is called by the View, its answer by the Interactor.
    let caller: ExtractRole
    let name: String
    /// The values it is handed, with their written types.
    let parameters: [(name: String, type: String)]
    /// Its statements, each starting on its own line.
    let body: String

    /// Its signature, which is also its protocol requirement.
    var requirement: String { "func \(name)(\(parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")))" }

    /// The call that hands it the values under the same names.
    var call: String { "\(name)(\(parameters.map { "\($0.name): \($0.name)" }.joined(separator: ", ")))" }

    /// The method as a member of its type, its statements indented one level in.
    var declaration: String { "\n\n    \(requirement) {\(Self.reindented(body, to: 8))\n    }" }

    /// `text` shifted so its least indented line starts at `width` spaces.
    static func reindented(_ text: String, to width: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix(while: { $0 == " " }).count }
        guard let least = indents.min(), least != width else { return text }
        return lines.map { line in
            guard !line.allSatisfy(\.isWhitespace) else { return String(line) }
            return least > width ? String(line.dropFirst(least - width)) : String(repeating: " ", count: width - least) + line
        }.joined(separator: "\n")
    }
}

/// Why a mixed method is not split, named in its manual step.
struct SplitRefusal: Error {
    let reason: String
}

/// A member's text parsed back into a declaration.
enum MemberText {
    static func decl(_ text: String) -> DeclSyntax {
        let parsed = SourceFileParser.parse(source: "final class Holder {\(text)\n}\n")
        return parsed.tree.statements.first?.item.as(ClassDeclSyntax.self)?.memberBlock.members.first?.decl
            ?? DeclSyntax(ClassDeclSyntax(name: .identifier("Unparsable"), memberBlock: MemberBlockSyntax(members: [])))
    }
}
