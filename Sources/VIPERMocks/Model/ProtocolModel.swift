/// A protocol as `viper mocks` reads it: what a spy must implement and how it is isolated.
public struct ProtocolModel: Sendable, Hashable {
    /// The name to conform to, qualified when nested (`Outer.Inner`).
    public let name: String
    /// The file that declares it.
    public let path: String
    /// The 1-based line of the declaration.
    public let line: Int
    /// The global actor the protocol is isolated to (`MainActor`), if any.
    public let globalActor: String?
    /// Whether it is `private` or `fileprivate`, so no other file can conform to it.
    public let isFilePrivate: Bool
    /// The protocols and constraints it inherits, as written (`AnyObject`, `Sendable`, `LoginView`).
    public let inherited: [String]
    /// The primary associated types of inherited protocols, by protocol (`Navigating<AppRoute>`).
    public let inheritedArguments: [String: [String]]
    /// Same-type constraints of its `where` clause (`State == LoginViewState`), by associated type.
    public let sameTypeConstraints: [String: String]
    /// Associated types it declares.
    public let associatedTypes: [AssociatedTypeModel]
    /// The names of its primary associated types (`protocol Navigating<Route>`).
    public let primaryAssociatedTypes: [String]
    /// Its requirements in source order.
    public let requirements: [RequirementModel]
    /// Requirements of its `where` clause other than same-type ones (`Entry: Hashable`), as written.
    public let whereRequirements: [String]
    /// The compilation condition its declaration is under (`canImport(UIKit)`), if any.
    public let condition: String?

    /// A protocol with every property given.
    public init(
        name: String, path: String, line: Int, globalActor: String?, isFilePrivate: Bool,
        inherited: [String], inheritedArguments: [String: [String]], sameTypeConstraints: [String: String],
        associatedTypes: [AssociatedTypeModel], primaryAssociatedTypes: [String],
        requirements: [RequirementModel], whereRequirements: [String] = [], condition: String? = nil
    ) {
        self.name = name
        self.path = path
        self.line = line
        self.globalActor = globalActor
        self.isFilePrivate = isFilePrivate
        self.inherited = inherited
        self.inheritedArguments = inheritedArguments
        self.sameTypeConstraints = sameTypeConstraints
        self.associatedTypes = associatedTypes
        self.primaryAssociatedTypes = primaryAssociatedTypes
        self.requirements = requirements
        self.whereRequirements = whereRequirements
        self.condition = condition
    }
}

/// An `associatedtype` declaration.
public struct AssociatedTypeModel: Sendable, Hashable {
    /// Its name.
    public let name: String
    /// Its default (`associatedtype Item = String`), if any.
    public let defaultType: String?
    /// The protocols and classes it must conform to, as written (`Hashable`, `Sequence`).
    public let constraints: [String]
    /// The requirements of its own `where` clause, as written (`Elements.Element == Element`).
    public let whereRequirements: [String]

    /// An associated type called `name` with an optional default and its constraints.
    public init(name: String, defaultType: String?, constraints: [String] = [], whereRequirements: [String] = []) {
        self.name = name
        self.defaultType = defaultType
        self.constraints = constraints
        self.whereRequirements = whereRequirements
    }
}
