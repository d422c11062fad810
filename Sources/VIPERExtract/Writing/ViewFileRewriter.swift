import SwiftSyntax
import VIPERSyntax

/// The original file made into the module's View: the view controller keeps the members placed
/// in the View (rewritten to reach the presenter), loses the rest, gains its `presenter`, and
/// conforms to the View protocol.
final class ViewFileRewriter: SyntaxRewriter {
    private let plan: ModulePlan
    private let membersByDecl: [SyntaxIdentifier: Member]

    init(plan: ModulePlan) {
        self.plan = plan
        membersByDecl = Dictionary(uniqueKeysWithValues: plan.source.members.map { ($0.decl.id, $0) })
        super.init(viewMode: .sourceAccurate)
    }

    /// The View file's text.
    static func viewFile(_ plan: ModulePlan) -> String {
        let rewritten = ViewFileRewriter(plan: plan).rewrite(plan.source.tree)
        var text = rewritten.description
        if !text.hasSuffix("\n") { text += "\n" }
        return text + "\nextension \(plan.source.typeName): \(plan.viewProtocol) {}\n"
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        guard node.id == plan.source.classDecl.id else { return DeclSyntax(node) }
        var members = kept(node.memberBlock.members)
        let indent = Self.indentation(of: node.memberBlock.members.first) ?? "    "
        let property =
            "\n\(indent)/// The screen's presenter, wired by \(plan.assemblyType) on first use.\n"
            + "\(indent)lazy var presenter: any \(plan.presentationProtocol) = \(plan.assemblyCall)"
        if let item = Self.memberItem(property) { members.insert(item, at: members.startIndex) }
        return DeclSyntax(node.with(\.memberBlock.members, members))
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        guard plan.source.extensions.contains(where: { $0.id == node.id }) else { return DeclSyntax(node) }
        return DeclSyntax(node.with(\.memberBlock.members, kept(node.memberBlock.members)))
    }

    private func kept(_ items: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        MemberBlockItemListSyntax(
            items.flatMap { item -> [MemberBlockItemSyntax] in
                guard let member = membersByDecl[item.decl.id] else { return [item] }
                guard plan.role(of: member.index) == .view else { return [] }
                let renders = plan.splitPieces(in: .view, of: member.index).map { MemberBlockItemSyntax(decl: $0) }
                return [item.with(\.decl, plan.rewritten(member))] + renders
            })
    }

    /// `text` parsed as one member of a type body.
    private static func memberItem(_ text: String) -> MemberBlockItemSyntax? {
        let parsed = SourceFileParser.parse(source: "final class Holder {\(text)\n}\n")
        return parsed.tree.statements.first?.item.as(ClassDeclSyntax.self)?.memberBlock.members.first
    }

    private static func indentation(of item: MemberBlockItemSyntax?) -> String? {
        guard let trivia = item?.leadingTrivia else { return nil }
        var indent = ""
        for piece in trivia.reversed() {
            guard case .spaces(let count) = piece else { break }
            indent = String(repeating: " ", count: count) + indent
        }
        return indent.isEmpty ? nil : indent
    }
}
