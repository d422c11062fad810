/// What a spy does with each associated type of a protocol and its ancestors: a `typealias` to
/// the type a declaration fixes, or, when none does, a generic parameter of the spy with every
/// constraint the declarations put on it.
///
/// A type is fixed by a same-type constraint (`where Element == Item`), a primary-type argument
/// (`Repository<String>`), or a default (`associatedtype Key = String`) that no other
/// declaration of the same name constrains further: two parents may declare `ID`, one with the
/// default `Int` and one requiring `StringProtocol`, and `Int` would break the second.
struct AssociatedTypeChoices {
    /// Fixed associated types and their types, in declaration order.
    private(set) var aliases: [(name: String, type: TypeReference)] = []
    /// Open associated types, in declaration order, with their constraints.
    private(set) var genericParameters: [(name: String, constraints: [String])] = []
    /// Requirements for the spy's `where` clause that constrain its generic parameters.
    private(set) var whereRequirements: [String] = []

    /// The choices for `chain`, a protocol then its ancestors.
    init(chain: [ProtocolModel]) {
        var names: [String] = []
        var declarations: [String: [(owner: ProtocolModel, type: AssociatedTypeModel)]] = [:]
        for owner in chain {
            for associated in owner.associatedTypes {
                if declarations[associated.name] == nil { names.append(associated.name) }
                declarations[associated.name, default: []].append((owner, associated))
            }
        }
        let conformances = chain.flatMap(\.whereRequirements).map(Self.withoutSelf)
        for name in names {
            let declared = declarations[name] ?? []
            if let fixed = Self.fixedType(name, declared, chain: chain, conformances: conformances) {
                aliases.append((name, TypeReader.reference(parsing: fixed)))
                continue
            }
            var constraints: [String] = []
            for constraint in declared.flatMap(\.type.constraints) + Self.conformances(of: name, in: conformances)
            where !constraints.contains(constraint) {
                constraints.append(constraint)
            }
            genericParameters.append((name, constraints))
            for requirement in declared.flatMap(\.type.whereRequirements).map(Self.withoutSelf)
            where !whereRequirements.contains(requirement) {
                whereRequirements.append(requirement)
            }
        }
    }

    /// The type a declaration fixes for `name`, if one does.
    private static func fixedType(
        _ name: String, _ declared: [(owner: ProtocolModel, type: AssociatedTypeModel)], chain: [ProtocolModel],
        conformances: [String]
    ) -> String? {
        for member in chain {
            if let constrained = member.sameTypeConstraints[name] { return constrained }
            for (owner, _) in declared {
                if let arguments = member.inheritedArguments[owner.name],
                    let index = owner.primaryAssociatedTypes.firstIndex(of: name), index < arguments.count
                {
                    return arguments[index]
                }
            }
        }
        let defaults = Set(declared.compactMap(\.type.defaultType))
        guard defaults.count == 1, let only = defaults.first else { return nil }
        let othersConstrain = declared.contains { declaration in
            declaration.type.defaultType == nil
                && !(declaration.type.constraints.isEmpty && declaration.type.whereRequirements.isEmpty)
        }
        return othersConstrain || !Self.conformances(of: name, in: conformances).isEmpty ? nil : only
    }

    /// The right sides of `name: Constraint` requirements.
    private static func conformances(of name: String, in requirements: [String]) -> [String] {
        requirements.compactMap { requirement in
            let parts = requirement.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingSpaces == name else { return nil }
            return parts[1].trimmingSpaces
        }
    }

    private static func withoutSelf(_ requirement: String) -> String {
        requirement.hasPrefix("Self.") ? String(requirement.dropFirst(5)) : requirement
    }
}

private extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
