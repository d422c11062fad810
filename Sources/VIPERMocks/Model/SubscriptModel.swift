/// A subscript requirement: `subscript(row: Int, column: Int) -> Double { get set }`.
public struct SubscriptModel: Sendable, Hashable {
    /// The parameters in order; a parameter without a second name has no argument label.
    public let parameters: [ParameterModel]
    /// The generic parameter clause as written (`<T: Decodable>`), or empty.
    public let genericClause: String
    /// The names of the subscript's generic parameters.
    public let genericNames: Set<String>
    /// The `where` clause as written, or empty.
    public let whereClause: String
    /// The element type it reads and writes.
    public let returnType: TypeReference
    /// Whether it is `{ get set }`.
    public let isSettable: Bool
    /// Whether the getter is `async`.
    public let isAsync: Bool
    /// How the getter throws.
    public let throwsClause: ThrowsClause
    /// Whether it is `static` (or `class`).
    public let isStatic: Bool
    /// Attributes written on the requirement.
    public let attributes: [String]
    /// The compilation condition it is declared under, if any.
    public let condition: String?

    /// A subscript with every property given.
    public init(
        parameters: [ParameterModel], genericClause: String, genericNames: Set<String>, whereClause: String,
        returnType: TypeReference, isSettable: Bool, isAsync: Bool, throwsClause: ThrowsClause, isStatic: Bool,
        attributes: [String], condition: String?
    ) {
        self.parameters = parameters
        self.genericClause = genericClause
        self.genericNames = genericNames
        self.whereClause = whereClause
        self.returnType = returnType
        self.isSettable = isSettable
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.isStatic = isStatic
        self.attributes = attributes
        self.condition = condition
    }

    /// The Swift name with argument labels, `subscript(_:_:)`.
    public var selector: String {
        "subscript(\(parameters.map { "\($0.label ?? "_"):" }.joined()))"
    }
}
