/// What a registration is found by: the type it provides, its optional name and
/// the types of the arguments its factory takes.
///
/// Two registrations of the same type with different names or argument types
/// live side by side; registering an equal key again replaces the earlier one.
public struct RegistrationKey: Hashable, Sendable, CustomStringConvertible {
    /// The type the registration provides, such as `AuthServicing.self`.
    public let type: Any.Type
    /// The registration's name, or `nil` for the unnamed registration.
    public let name: String?
    /// How many arguments the factory takes (0 to 3).
    public let argumentCount: Int
    /// `Void` without arguments, the argument's type for one argument, and a tuple
    /// of the argument types for two or three.
    public let argumentsType: Any.Type

    /// The key of a registration of `type` named `name` whose factory takes
    /// arguments of `argumentsType` (see ``argumentsType``).
    public init(_ type: Any.Type, name: String? = nil, argumentsType: Any.Type = Void.self, argumentCount: Int = 0) {
        self.type = type
        self.name = name
        self.argumentsType = argumentsType
        self.argumentCount = argumentCount
    }

    /// Keys are equal when they name the same type, name and argument types.
    public static func == (lhs: RegistrationKey, rhs: RegistrationKey) -> Bool {
        lhs.type == rhs.type && lhs.argumentsType == rhs.argumentsType
            && lhs.argumentCount == rhs.argumentCount && lhs.name == rhs.name
    }

    /// Hashes the type, argument types and name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
        hasher.combine(ObjectIdentifier(argumentsType))
        hasher.combine(name)
    }

    /// The type's name without its module, such as `AuthServicing`.
    public var typeName: String { String(describing: type) }

    /// The key as it reads in messages: `DetailUseCase (name: "remote", argument: POIID)`.
    public var description: String {
        var details: [String] = []
        if let name {
            details.append("name: \"\(name)\"")
        }
        switch argumentCount {
        case 0: break
        case 1: details.append("argument: \(String(describing: argumentsType))")
        default: details.append("arguments: \(String(describing: argumentsType))")
        }
        return details.isEmpty ? typeName : "\(typeName) (\(details.joined(separator: ", ")))"
    }
}
