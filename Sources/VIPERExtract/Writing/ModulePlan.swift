import SwiftSyntax
import VIPERGenerator

/// The module being made from one view controller: its names, where each member goes, and the
/// references that cross roles.
struct ModulePlan {
    let source: ViewControllerSource
    let module: String
    /// Who wires the module.
    let assembly: Assembly
    let placements: [Placement]
    /// The role of each member name (overloads share one).
    let roles: [String: ExtractRole]
    let nestedTypes: Set<String>
    /// For each member, the members of other roles it refers to.
    let crossings: [Int: [Int]]
    /// The methods split into chains, by member.
    let splits: [Int: MethodSplit]
    /// The members of other roles the parts of split methods refer to, with the part's role.
    let splitCrossings: [(from: ExtractRole, target: Int)]

    init(
        source: ViewControllerSource, module: String, assembly: Assembly, placements: [Placement], touches: [Touches],
        splits: [Int: MethodSplit] = [:]
    ) {
        self.source = source
        self.module = module
        self.assembly = assembly
        self.placements = placements
        var roles: [String: ExtractRole] = [:]
        for (member, placement) in zip(source.members, placements) where member.kind != .other { roles[member.name] = placement.role }
        self.roles = roles
        nestedTypes = Set(source.members.filter { $0.kind == .other }.map(\.name))
        let byName = Dictionary(grouping: source.members.indices, by: { source.members[$0].name })
        var crossings: [Int: [Int]] = [:]
        var splitCrossings: [(from: ExtractRole, target: Int)] = []
        for split in splits.values {
            for (role, names) in split.references {
                for target in names.sorted().flatMap({ byName[$0] ?? [] })
                where source.members[target].kind != .other && placements[target].role != role {
                    splitCrossings.append((role, target))
                }
            }
        }
        self.splits = splits
        self.splitCrossings = splitCrossings
        for index in source.members.indices where splits[index] == nil {
            let targets = touches[index].members.sorted().flatMap { byName[$0] ?? [] }
            crossings[index] = targets.filter { source.members[$0].kind != .other && placements[$0].role != placements[index].role }
        }
        self.crossings = crossings
    }

    func role(of index: Int) -> ExtractRole { placements[index].role }

    /// Members placed in `role`, in file order.
    func members(in role: ExtractRole) -> [Member] {
        source.members.filter { placements[$0.index].role == role }
    }

    /// Members in `target` that members in `from` refer to, in file order, once each.
    func reached(from: ExtractRole, into target: ExtractRole) -> [Member] {
        var seen: Set<Int> = []
        for index in source.members.indices where role(of: index) == from {
            for reached in crossings[index] ?? [] where role(of: reached) == target { seen.insert(reached) }
        }
        for crossing in splitCrossings where crossing.from == from && role(of: crossing.target) == target { seen.insert(crossing.target) }
        return seen.sorted().map { source.members[$0] }
    }

    /// `decl` of `member` rewritten for where it now lives; a member another role calls loses
    /// `private` and `fileprivate`, which would hide it.
    func rewritten(_ member: Member) -> DeclSyntax {
        // A nested type's body has a `self` of its own: nothing in it refers to the view controller's members.
        guard member.kind != .other else { return member.decl }
        let original = splits[member.index].map { MemberText.decl($0.view) } ?? member.decl
        let decl = ReferenceRewriter.rewrite(
            original, role: role(of: member.index), roles: roles, nestedTypes: nestedTypes, typeName: source.typeName)
        let reachedFromOutside =
            role(of: member.index) != .view || crossings.values.contains { $0.contains(member.index) }
            || splitCrossings.contains { $0.target == member.index }
        return reachedFromOutside ? AccessLevel.opened(decl) : decl
    }

    /// The methods split methods gave `role`, rewritten for it, in member order.
    func splitPieces(in role: ExtractRole, of member: Int? = nil) -> [DeclSyntax] {
        splits.keys.sorted().filter { member == nil || $0 == member }.flatMap { index in
            splits[index]!.pieces.filter { $0.role == role }.map { piece in
                ReferenceRewriter.rewrite(
                    MemberText.decl(piece.declaration), role: role, roles: roles, nestedTypes: nestedTypes, typeName: source.typeName)
            }
        }
    }

    /// The requirements of the split methods' pieces in `role` called from `caller`.
    func splitRequirements(in role: ExtractRole, calledFrom caller: ExtractRole) -> [String] {
        splits.keys.sorted().flatMap { splits[$0]!.pieces.filter { $0.role == role && $0.caller == caller }.map(\.requirement) }
    }

    // MARK: - Names

    var viewProtocol: String { "\(module)View" }
    var presentationProtocol: String { "\(module)Presentation" }
    var useCaseProtocol: String { "\(module)UseCase" }
    var outputProtocol: String { "\(module)InteractorOutput" }
    var routingProtocol: String { "\(module)Routing" }
    var presenterType: String { "\(module)Presenter" }
    var interactorType: String { "\(module)Interactor" }
    var routerType: String { "\(module)Router" }
    /// The type that wires the module: `<Module>Builder` with `--assembly builder`; otherwise
    /// `<Module>Assembly`, not the Router, which the View (made by UIKit) may not name.
    var assemblyType: String { assembly == .builder ? "\(module)Builder" : "\(module)Assembly" }
    /// The expression the View's `presenter` is made by.
    var assemblyCall: String {
        assembly == .builder ? "\(assemblyType)().presenter(for: self)" : "\(assemblyType).presenter(for: self)"
    }

    /// The original file's imports, with or without the UI frameworks.
    func imports(ui: Bool) -> String {
        let all = source.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.trimmedDescription }
        let kept = ui ? all : all.filter { !["import UIKit", "import SwiftUI", "import AppKit"].contains($0) }
        var lines = kept
        if !ui, !lines.contains("import Foundation") { lines.insert("import Foundation", at: 0) }
        return lines.joined(separator: "\n")
    }
}
