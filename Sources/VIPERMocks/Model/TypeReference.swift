/// A type as written in a protocol requirement, with the structure the spy generator needs.
public struct TypeReference: Sendable, Hashable, CustomStringConvertible {
    /// The type's text, trimmed of comments and surrounding whitespace (`[String: Int]?`).
    public let text: String
    /// The type's shape: optional, array, function, a named type with its arguments…
    public let shape: TypeShape
    /// Every identifier that appears in the type, for spotting generic parameters and `Self`.
    public let identifiers: Set<String>

    /// A type reference with the given text, shape and identifiers.
    public init(text: String, shape: TypeShape, identifiers: Set<String>) {
        self.text = text
        self.shape = shape
        self.identifiers = identifiers
    }

    /// The text.
    public var description: String { text }

    /// Whether the type names any of `names` (generic parameters, `Self`).
    public func mentions(_ names: Set<String>) -> Bool {
        !identifiers.isDisjoint(with: names)
    }

    /// Whether the type is `Never`.
    public var isNever: Bool {
        shape == .nominal(name: "Never", arguments: [])
    }

    /// Whether the type is `Void` or `()`.
    public var isVoid: Bool {
        switch shape {
        case .tuple(let elements): elements.isEmpty
        case .nominal(let name, let arguments): name == "Void" && arguments.isEmpty
        default: false
        }
    }
}

/// The structure of a type, as far as the spy generator cares.
public indirect enum TypeShape: Sendable, Hashable {
    /// A named type with its generic arguments; `name` is the last component (`Swift.Int` is `Int`).
    case nominal(name: String, arguments: [TypeShape])
    /// `T?` or `T!`.
    case optional(TypeShape)
    /// `[T]`.
    case array(TypeShape)
    /// `[K: V]`.
    case dictionary(key: TypeShape, value: TypeShape)
    /// `(A, B)`; `()` is the empty tuple.
    case tuple([TypeShape])
    /// A function type, `(A) async throws -> B`.
    case function
    /// `any P`, `some P`, `P & Q` or a metatype: nothing the generator can compare or default.
    case existential
}
