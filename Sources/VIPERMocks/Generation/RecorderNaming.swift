/// Gives each requirement of a spy a distinct stem for its members (`loginCalls`,
/// `loginReturnValue`), keeping overloads apart.
///
/// A requirement whose base name is unique keeps it (`login`). Overloads add their argument
/// labels (`loadId`, `loadName`), then their parameter types (`loadInt`, `loadString`), then
/// a number when nothing else tells them apart.
enum RecorderNaming {
    /// One stem per requirement, in the same order.
    static func stems(for requirements: [RequirementModel]) -> [String] {
        var stems = requirements.map(baseStem)
        let refinements: [(RequirementModel) -> String] = [
            { requirement in parameters(of: requirement).compactMap(\.label).map(capitalized).joined() },
            { requirement in parameters(of: requirement).map { typeWord($0.type.text) }.joined() },
        ]
        for refine in refinements {
            for index in collidingIndices(stems) {
                stems[index] += refine(requirements[index])
            }
        }
        var seen: [String: Int] = [:]
        for index in collidingIndices(stems) {
            let count = seen[stems[index], default: 0] + 1
            seen[stems[index]] = count
            if count > 1 { stems[index] += "\(count)" }
        }
        return stems
    }

    /// `word` with its first letter upper-cased.
    static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func baseStem(_ requirement: RequirementModel) -> String {
        switch requirement {
        case .method(let method): SwiftNames.stem(method.name)
        case .property(let property): SwiftNames.stem(property.name)
        case .initializer: "init"
        case .subscript: "subscript"
        }
    }

    private static func parameters(of requirement: RequirementModel) -> [ParameterModel] {
        switch requirement {
        case .method(let method): method.parameters
        case .initializer(let initializer): initializer.parameters
        case .subscript(let item): item.parameters
        case .property: []
        }
    }

    /// The letters and digits of a type, each word capitalised: `[String: Int]?` is `StringInt`.
    private static func typeWord(_ text: String) -> String {
        text.split { !$0.isLetter && !$0.isNumber }.map { capitalized(String($0)) }.joined()
    }

    private static func collidingIndices(_ stems: [String]) -> [Int] {
        var counts: [String: Int] = [:]
        for stem in stems { counts[stem, default: 0] += 1 }
        return stems.indices.filter { counts[stems[$0], default: 0] > 1 }
    }
}
