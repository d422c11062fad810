/// What the generator can tell about a type from its shape and the scanned files: whether it is
/// `Equatable` and which value a fresh stub starts with.
struct TypeFacts {
    private static let equatableNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "CGFloat", "Bool", "String", "Character", "Substring",
        "URL", "Date", "Data", "UUID", "Decimal", "TimeInterval", "Duration", "ObjectIdentifier",
    ]
    private static let numericNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "CGFloat", "TimeInterval",
    ]
    private static let equatableContainers: Set<String> = ["Set", "Result", "Range", "ClosedRange"]

    /// `Equatable` types declared in the scanned files.
    let declaredEquatable: Set<String>
    /// Associated types the spy fixes, by name, as shapes.
    let aliases: [String: TypeShape]
    /// Type aliases in the scanned files that name function types.
    let functionAliases: Set<String>
    /// The spy's generic parameters constrained to `Equatable` (or a protocol that refines it).
    var equatableGenerics: Set<String> = []

    /// Constraints that make a generic parameter `Equatable`.
    static let equatableConstraints: Set<String> = [
        "Equatable", "Hashable", "Comparable", "StringProtocol", "BinaryInteger", "FloatingPoint", "Numeric",
    ]

    /// Whether a parameter is a closure the spy cannot keep: a function type, spelled out or
    /// through a type alias, that is neither `@escaping`, optional nor `@autoclosure`.
    func isNonEscapingClosure(_ parameter: ParameterModel) -> Bool {
        if parameter.isNonEscapingClosure { return true }
        guard !parameter.isEscaping, !parameter.isAutoclosure,
            case .nominal(let name, let arguments) = parameter.type.shape, arguments.isEmpty
        else { return false }
        return functionAliases.contains(name)
    }

    /// Whether values of `shape` can be compared with `==`.
    func isEquatable(_ shape: TypeShape) -> Bool {
        switch shape {
        case .nominal(let name, let arguments):
            if let alias = aliases[name], arguments.isEmpty { return isEquatable(alias) }
            if arguments.isEmpty {
                return Self.equatableNames.contains(name) || declaredEquatable.contains(name) || equatableGenerics.contains(name)
            }
            return (Self.equatableContainers.contains(name) || declaredEquatable.contains(name))
                && arguments.allSatisfy(isEquatable)
        case .optional(let wrapped), .array(let wrapped):
            return isEquatable(wrapped)
        case .dictionary(let key, let value):
            return isEquatable(key) && isEquatable(value)
        case .tuple, .function, .existential:
            return false
        }
    }

    /// The value a stub of `shape` starts with, or nil when the test must set one.
    func defaultValue(_ shape: TypeShape) -> String? {
        switch shape {
        case .optional: return "nil"
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .tuple(let elements) where elements.isEmpty: return "()"
        case .nominal(let name, let arguments):
            if let alias = aliases[name], arguments.isEmpty { return defaultValue(alias) }
            switch name {
            case "String", "Substring": return "\"\""
            case "Bool": return "false"
            case "Set": return "[]"
            case "Void": return "()"
            default: return Self.numericNames.contains(name) ? "0" : nil
            }
        default: return nil
        }
    }
}
