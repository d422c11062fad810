import SwiftSyntax

/// Gives every member of the view controller a role from what it touches, then moves back to
/// the View whatever could not reach what it needs from its new place.
struct RoleClassifier {
    let members: [Member]
    let touches: [Touches]
    private let byName: [String: [Int]]

    init(members: [Member], touches: [Touches]) {
        self.members = members
        self.touches = touches
        byName = Dictionary(grouping: members.indices, by: { members[$0].name })
    }

    /// The methods that mix roles in one body and may be split into a chain.
    func splitCandidates() -> Set<Int> {
        Set(
            members.indices.filter { index in
                guard members[index].decl.as(FunctionDeclSyntax.self)?.body != nil, let step = initialRole(of: index).manualStep else {
                    return false
                }
                return step.hasPrefix("mixes") || step.hasPrefix("a UIKit callback")
            })
    }

    /// The placement of every member, in member order; the members in `pinned` stay in the View
    /// as manual steps for the reason given, and the members in `splitting` stay in the View,
    /// split, without pulling what they refer to into it.
    func placements(pinned: [Int: String] = [:], splitting: Set<Int> = []) -> [Placement] {
        var roles = members.indices.map { index in
            if let step = pinned[index] { return Decision(role: .view, reason: initialRole(of: index).reason, manualStep: step) }
            if splitting.contains(index) { return Decision(role: .view, reason: "split: " + initialRole(of: index).reason) }
            return initialRole(of: index)
        }
        var changed = true
        while changed {
            changed = false
            for index in members.indices where !splitting.contains(index) {
                if settle(index, roles: &roles) { changed = true }
            }
        }
        return members.indices.map { index in
            Placement(
                member: members[index].title, line: members[index].line, role: roles[index].role,
                reason: roles[index].reason, manualStep: roles[index].manualStep)
        }
    }

    /// A member's role and why, before the members it refers to are considered.
    struct Decision {
        var role: ExtractRole
        var reason: String
        var manualStep: String?
    }

    private func initialRole(of index: Int) -> Decision {
        let member = members[index]
        let touched = touches[index]
        let properties = touched.members.flatMap { byName[$0] ?? [] }.filter { members[$0].kind == .storedProperty }
        var pulls: [(ExtractRole, String)] = []
        let uikit = touched.uikit.union(touched.navigation.isEmpty ? touched.uikitTypes : [])
        if !uikit.isEmpty { pulls.append((.view, "UIKit: " + uikit.sorted().joined(separator: ", "))) }
        if !touched.services.isEmpty { pulls.append((.interactor, "data layer: " + touched.services.sorted().joined(separator: ", "))) }
        if !touched.navigation.isEmpty { pulls.append((.router, "navigation: " + touched.navigation.sorted().joined(separator: ", "))) }
        switch member.kind {
        case .other:
            return Decision(role: .view, reason: "nested declaration, stays with the view controller")
        case .storedProperty:
            return propertyRole(member, pulls: pulls)
        case .function, .computedProperty:
            let propertyPulls = properties.compactMap { property -> (ExtractRole, String)? in
                let role = propertyRole(members[property], pulls: []).role
                return role == .presenter ? nil : (role, "\(role == .view ? "UIKit" : "data layer"): \(members[property].name)")
            }
            let all = Self.merge(pulls + propertyPulls)
            if member.isUIKitEntry {
                let foreign = all.filter { $0.0 != .view }
                let reason = "UIKit calls it" + (all.isEmpty ? "" : "; " + all.map(\.1).joined(separator: "; "))
                guard foreign.isEmpty else {
                    return Decision(
                        role: .view, reason: reason,
                        manualStep:
                            "a UIKit callback that itself reaches \(foreign.map(\.1).joined(separator: " and ")); move that part into a presenter method by hand"
                    )
                }
                return Decision(role: .view, reason: reason)
            }
            if touched.passesSelf, let foreign = all.first(where: { $0.0 != .view }) {
                return Decision(
                    role: .view, reason: "hands over self (the view controller); \(foreign.1)",
                    manualStep: "hands the view controller itself to UIKit while doing \(foreign.0.word) work; split it by hand")
            }
            guard let first = all.first else {
                guard !touched.passesSelf else { return Decision(role: .view, reason: "hands over self (the view controller)") }
                return Decision(role: .presenter, reason: "state, formatting or decisions only")
            }
            guard all.count == 1 else {
                return Decision(
                    role: .view, reason: all.map(\.1).joined(separator: "; "),
                    manualStep: "mixes \(all.map { $0.0.word }.joined(separator: " and ")) work in one body; split it by hand")
            }
            return Decision(role: first.0, reason: first.1)
        }
    }

    /// Pulls of the same role joined into one reason.
    private static func merge(_ pulls: [(ExtractRole, String)]) -> [(ExtractRole, String)] {
        ExtractRole.allCases.compactMap { role in
            let reasons = pulls.filter { $0.0 == role }.map(\.1)
            return reasons.isEmpty ? nil : (role, reasons.joined(separator: "; "))
        }
    }

    private func propertyRole(_ member: Member, pulls: [(ExtractRole, String)]) -> Decision {
        let type = member.declaredType ?? ""
        let attributes = MemberReader.attributeNames(of: member.decl)
        if attributes.contains("IBOutlet") { return Decision(role: .view, reason: "outlet") }
        if Self.namesUIKit(type) { return Decision(role: .view, reason: "UIKit: \(type)") }
        if let view = pulls.first(where: { $0.0 == .view }) { return Decision(role: .view, reason: view.1) }
        let unset = member.decl.as(VariableDeclSyntax.self).map(Self.lacksInitialValue) ?? false
        if TouchScanner.isServiceName(member.name) || TouchScanner.isServiceName(Self.baseTypeName(type))
            || pulls.contains(where: { $0.0 == .interactor })
        {
            if unset {
                return Decision(
                    role: .view, reason: "data layer set by whoever makes the view controller",
                    manualStep: "injected by the view controller's creator; pass it to the interactor in the assembly by hand")
            }
            return Decision(role: .interactor, reason: "data layer: \(type.isEmpty ? member.name : type)")
        }
        if unset { return Decision(role: .view, reason: "state set by whoever makes the view controller") }
        if !Self.isHidden(member.decl) { return Decision(role: .view, reason: "state others may set (not private)") }
        return Decision(role: .presenter, reason: "screen state")
    }

    /// Whether a stored property gets its value from outside: no initial value, not optional.
    private static func lacksInitialValue(_ variable: VariableDeclSyntax) -> Bool {
        guard let binding = variable.bindings.first, binding.initializer == nil, binding.accessorBlock == nil else { return false }
        let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
        return variable.bindingSpecifier.text == "let" || !(type.hasSuffix("?") || type.hasSuffix("!"))
    }

    /// Whether only the view controller's own file can reach the member.
    private static func isHidden(_ decl: DeclSyntax) -> Bool {
        !MemberReader.modifierNames(of: decl).isDisjoint(with: AccessLevel.hiding)
    }

    static func namesUIKit(_ type: String) -> Bool {
        type.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains { MemberReader.isUIKitName(String($0)) }
    }

    private static func baseTypeName(_ type: String) -> String {
        String(type.filter { $0.isLetter || $0.isNumber || $0 == "." }.split(separator: ".").last ?? "")
    }

    // MARK: - Reaching across roles

    /// Moves `index`, or a member it reaches, back to the View when the reference cannot be made
    /// from the new place; true when something moved.
    private func settle(_ index: Int, roles: inout [Decision]) -> Bool {
        let from = roles[index].role
        for name in touches[index].members.sorted() {
            let targets = byName[name] ?? []
            if targets.contains(index) { continue }
            for target in targets {
                let to = roles[target].role
                guard from != to, !ReferencePolicy.allows(from: from, to: to, target: members[target]) else { continue }
                if from != .view {
                    roles[index] = Decision(
                        role: .view, reason: roles[index].reason,
                        manualStep:
                            "\(from == .interactor ? "an" : "a") \(from.word) member that needs `\(name)`, which stays in the \(to.word); move it by hand"
                    )
                } else {
                    roles[target] = Decision(
                        role: .view, reason: roles[target].reason,
                        manualStep: "the View uses `\(members[index].name)` with it directly; route that through the presenter by hand")
                }
                return true
            }
        }
        let group = byName[members[index].name] ?? []
        if group.contains(where: { roles[$0].role != roles[index].role }) {
            for member in group where roles[member].role != .view {
                roles[member] = Decision(
                    role: .view, reason: roles[member].reason,
                    manualStep: "overloads of `\(members[index].name)` play different roles; split them by hand")
            }
            return true
        }
        return false
    }
}
