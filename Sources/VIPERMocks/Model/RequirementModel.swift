/// One requirement of a protocol: a method, a property, an initialiser or a subscript.
public enum RequirementModel: Sendable, Hashable {
    /// `func name(...)`.
    case method(MethodModel)
    /// `var name: T { get }` or `{ get set }`.
    case property(PropertyModel)
    /// `init(...)`.
    case initializer(InitializerModel)
    /// `subscript(...) -> T { get }` or `{ get set }`.
    case `subscript`(SubscriptModel)

    /// The compilation condition the requirement is declared under (`os(Linux) && DEBUG`), if any.
    public var condition: String? {
        switch self {
        case .method(let method): method.condition
        case .property(let property): property.condition
        case .initializer(let initializer): initializer.condition
        case .subscript(let item): item.condition
        }
    }

    /// Whether it is `static` (or `class`).
    public var isStatic: Bool {
        switch self {
        case .method(let method): method.isStatic
        case .property(let property): property.isStatic
        case .initializer: false
        case .subscript(let item): item.isStatic
        }
    }
}

/// How a requirement throws.
public enum ThrowsClause: Sendable, Hashable {
    /// It does not throw.
    case none
    /// `throws`: any error.
    case untyped
    /// `throws(E)`: only errors of type `E`.
    case typed(TypeReference)
    /// `rethrows`: only what its closure arguments throw.
    case rethrowing
}

/// A method requirement.
public struct MethodModel: Sendable, Hashable {
    /// The base name (`login`).
    public let name: String
    /// The parameters in order.
    public let parameters: [ParameterModel]
    /// The generic parameter clause as written (`<T: Decodable>`), or empty.
    public let genericClause: String
    /// The names of the method's generic parameters.
    public let genericNames: Set<String>
    /// The `where` clause as written, or empty.
    public let whereClause: String
    /// Whether it is `async`.
    public let isAsync: Bool
    /// How it throws.
    public let throwsClause: ThrowsClause
    /// The return type, or nil for `Void`.
    public let returnType: TypeReference?
    /// Whether it is `static` (or `class`).
    public let isStatic: Bool
    /// Attributes written on the requirement, such as `@MainActor` or `@discardableResult`.
    public let attributes: [String]
    /// Whether it is marked `nonisolated`.
    public let isNonisolated: Bool
    /// `prefix` or `postfix` for such an operator, else nil.
    public let operatorFixity: String?
    /// The compilation condition it is declared under, if any.
    public let condition: String?

    /// A method with every property given.
    public init(
        name: String, parameters: [ParameterModel], genericClause: String, genericNames: Set<String>,
        whereClause: String, isAsync: Bool, throwsClause: ThrowsClause, returnType: TypeReference?,
        isStatic: Bool, attributes: [String], isNonisolated: Bool, operatorFixity: String? = nil, condition: String? = nil
    ) {
        self.name = name
        self.parameters = parameters
        self.genericClause = genericClause
        self.genericNames = genericNames
        self.whereClause = whereClause
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.returnType = returnType
        self.isStatic = isStatic
        self.attributes = attributes
        self.isNonisolated = isNonisolated
        self.operatorFixity = operatorFixity
        self.condition = condition
    }

    /// The Swift name with argument labels, `login(email:password:)`.
    public var selector: String {
        "\(name)(\(parameters.map { "\($0.label ?? "_"):" }.joined()))"
    }
}

/// A property requirement.
public struct PropertyModel: Sendable, Hashable {
    /// The property's name.
    public let name: String
    /// Its type.
    public let type: TypeReference
    /// Whether it is `{ get set }`.
    public let isSettable: Bool
    /// Whether it is `static` (or `class`).
    public let isStatic: Bool
    /// Whether the getter is `async`.
    public let isAsync: Bool
    /// How the getter throws.
    public let throwsClause: ThrowsClause
    /// Attributes written on the requirement.
    public let attributes: [String]
    /// Whether it is marked `nonisolated`.
    public let isNonisolated: Bool
    /// The compilation condition it is declared under, if any.
    public let condition: String?

    /// A property with every property given.
    public init(
        name: String, type: TypeReference, isSettable: Bool, isStatic: Bool, isAsync: Bool,
        throwsClause: ThrowsClause, attributes: [String], isNonisolated: Bool, condition: String? = nil
    ) {
        self.name = name
        self.type = type
        self.isSettable = isSettable
        self.isStatic = isStatic
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.attributes = attributes
        self.isNonisolated = isNonisolated
        self.condition = condition
    }
}

/// An initialiser requirement.
public struct InitializerModel: Sendable, Hashable {
    /// The parameters in order.
    public let parameters: [ParameterModel]
    /// Whether it is `async`.
    public let isAsync: Bool
    /// How it throws.
    public let throwsClause: ThrowsClause
    /// Whether it is failable (`init?`).
    public let isFailable: Bool
    /// Attributes written on the requirement, such as `@available(iOS 17, *)`.
    public let attributes: [String]
    /// The compilation condition it is declared under, if any.
    public let condition: String?

    /// An initialiser with every property given.
    public init(
        parameters: [ParameterModel], isAsync: Bool, throwsClause: ThrowsClause, isFailable: Bool,
        attributes: [String] = [], condition: String? = nil
    ) {
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.isFailable = isFailable
        self.attributes = attributes
        self.condition = condition
    }

    /// The Swift name with argument labels, `init(id:)`.
    public var selector: String {
        "init(\(parameters.map { "\($0.label ?? "_"):" }.joined()))"
    }
}
