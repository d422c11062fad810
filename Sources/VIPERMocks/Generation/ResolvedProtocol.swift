/// A protocol ready to become a spy: its own and inherited requirements, its associated types
/// fixed, and its isolation decided.
struct ResolvedProtocol: Sendable {
    /// The protocol as read.
    let model: ProtocolModel
    /// The spy class's name (`LoginUseCaseSpy`).
    let name: String
    /// The global actor the spy is isolated to, or nil for a lock-guarded spy.
    let globalActor: String?
    /// Whether the protocol requires an actor, so the spy is one.
    let isActor: Bool
    /// Associated types and the concrete types the spy chooses, sorted by name.
    let typeAliases: [(name: String, type: TypeReference)]
    /// Associated types no declaration fixes: the spy's generic parameters, in declaration order.
    let genericParameters: [(name: String, constraints: [String])]
    /// The requirements of the spy's `where` clause (`Elements.Element == Element`).
    let whereRequirements: [String]
    /// The conditions the protocol and its ancestors are declared under.
    let conditions: [String]
    /// Every requirement, inherited ones first, each once.
    let requirements: [RequirementModel]
    /// The files that declare the protocol and its ancestors, whose imports the spy needs.
    let paths: Set<String>
}

/// Decides for each protocol whether a spy can be written, and gathers what it must implement.
struct ProtocolResolver {
    /// Inherited names that add no requirement a spy must write.
    private static let markerProtocols: Set<String> = ["AnyObject", "Sendable", "SendableMetatype", "Actor", "AnyActor"]
    /// Members every spy declares for itself, which a requirement must not be named.
    private static let spyMembers: Set<String> = ["invocations", "staticInvocations", "sharedLog", "lock", "staticLock"]

    let contracts: ContractSet

    /// The protocol ready for a spy, or the reason none can be written.
    func resolve(_ model: ProtocolModel) -> Result<ResolvedProtocol, UnmockableProtocol> {
        func fail(_ reason: String) -> Result<ResolvedProtocol, UnmockableProtocol> {
            .failure(UnmockableProtocol(protocolName: model.name, path: model.path, line: model.line, reason: reason))
        }
        if model.isFilePrivate {
            return fail("it is private to its file, so a spy in another file cannot conform to it. Make it internal.")
        }
        var chain: [ProtocolModel] = []
        var visited: Set<String> = []
        if let problem = collectAncestors(of: model, into: &chain, visited: &visited) {
            return fail(problem)
        }
        let globalActor = chain.lazy.compactMap(\.globalActor).first
        if globalActor != nil, let isolatedless = firstNonisolatedRequirement(in: chain) {
            return fail(
                "'\(isolatedless)' is nonisolated in a @\(globalActor ?? "") protocol; the spy keeps its log on that actor. Write this spy by hand or drop 'nonisolated'."
            )
        }
        if let clash = chain.flatMap(\.requirements).lazy.compactMap(Self.memberName).first(where: Self.spyMembers.contains) {
            return fail(
                "its requirement '\(clash)' has the name of a member every spy declares for itself. Rename the requirement or write this spy by hand."
            )
        }

        let types = AssociatedTypeChoices(chain: chain)
        var requirements: [RequirementModel] = []
        for requirement in chain.reversed().flatMap(\.requirements) where !requirements.contains(requirement) {
            requirements.append(requirement)
        }
        var conditions: [String] = []
        for condition in chain.compactMap(\.condition) where !conditions.contains(condition) {
            conditions.append(condition)
        }
        return .success(
            ResolvedProtocol(
                model: model,
                name: model.name.replacingOccurrences(of: ".", with: "") + "Spy",
                globalActor: globalActor,
                isActor: chain.contains { $0.inherited.contains("Actor") || $0.inherited.contains("AnyActor") },
                typeAliases: types.aliases.sorted { $0.name < $1.name },
                genericParameters: types.genericParameters,
                whereRequirements: types.whereRequirements,
                conditions: conditions,
                requirements: requirements,
                paths: Set(chain.map(\.path))
            ))
    }

    /// Adds `model` and then its ancestors to `chain` (child first); returns why that failed, if it did.
    private func collectAncestors(
        of model: ProtocolModel, into chain: inout [ProtocolModel], visited: inout Set<String>
    ) -> String? {
        guard visited.insert(model.name).inserted else { return nil }
        chain.append(model)
        for parent in model.inherited where !Self.markerProtocols.contains(parent) {
            guard let parentModel = declaration(of: parent, inheritedBy: model) else {
                return "it inherits '\(parent)', which is not in the scanned files, so its requirements are unknown. "
                    + "Add the file that declares '\(parent)' to the command line."
            }
            if let problem = collectAncestors(of: parentModel, into: &chain, visited: &visited) {
                return problem
            }
        }
        return nil
    }

    /// The protocol `name` a child inherits: declared in the scanned files, else a runtime
    /// protocol when the child's file imports the runtime.
    private func declaration(of name: String, inheritedBy child: ProtocolModel) -> ProtocolModel? {
        if let declared = contracts.protocol(named: name) { return declared }
        guard contracts.file(child.path, imports: RuntimeProtocols.module) else { return nil }
        return RuntimeProtocols.contracts.protocol(named: name)
    }

    private static func memberName(_ requirement: RequirementModel) -> String? {
        switch requirement {
        case .method(let method): method.name
        case .property(let property): property.name
        case .initializer, .subscript: nil
        }
    }

    private func firstNonisolatedRequirement(in chain: [ProtocolModel]) -> String? {
        for requirement in chain.flatMap(\.requirements) {
            switch requirement {
            case .method(let method) where method.isNonisolated: return method.selector
            case .property(let property) where property.isNonisolated: return property.name
            default: continue
            }
        }
        return nil
    }
}
