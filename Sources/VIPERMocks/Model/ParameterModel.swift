/// One parameter of a protocol method or initialiser.
public struct ParameterModel: Sendable, Hashable {
    /// The argument label callers write, or nil for `_`.
    public let label: String?
    /// The name the implementation uses, without backticks (`for`, not `` `for` ``).
    public let name: String
    /// The type as declared, with its attributes and specifiers (`inout [Int]`, `@escaping () -> Void`).
    public let declaredType: String
    /// The type without attributes and specifiers (`[Int]`, `() -> Void`); for an
    /// `@autoclosure` parameter, the type the closure produces.
    public let type: TypeReference
    /// Whether the parameter is `inout`.
    public let isInout: Bool
    /// Whether the parameter is variadic (`Int...`).
    public let isVariadic: Bool
    /// Whether the parameter is `@autoclosure`.
    public let isAutoclosure: Bool
    /// Whether the parameter is a closure that may escape (`@escaping`, or an optional closure).
    public let isEscaping: Bool

    /// A parameter with every property given.
    public init(
        label: String?, name: String, declaredType: String, type: TypeReference,
        isInout: Bool, isVariadic: Bool, isAutoclosure: Bool, isEscaping: Bool
    ) {
        self.label = label
        self.name = name
        self.declaredType = declaredType
        self.type = type
        self.isInout = isInout
        self.isVariadic = isVariadic
        self.isAutoclosure = isAutoclosure
        self.isEscaping = isEscaping
    }

    /// The same parameter without an argument label (a subscript's single name).
    var unlabelled: ParameterModel {
        ParameterModel(
            label: nil, name: name, declaredType: declaredType, type: type,
            isInout: isInout, isVariadic: isVariadic, isAutoclosure: isAutoclosure, isEscaping: isEscaping
        )
    }

    /// Whether the parameter is a closure the spy cannot keep: it must not outlive the call.
    public var isNonEscapingClosure: Bool {
        type.shape == .function && !isEscaping && !isAutoclosure
    }
}
