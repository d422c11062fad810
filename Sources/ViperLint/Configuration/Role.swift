/// The part a type plays in a VIPER module.
public enum Role: String, CaseIterable, Codable, CodingKeyRepresentable, Sendable, CustomStringConvertible {
    case view, presenter, interactor, router, builder, entity

    /// The role's name as written in messages, e.g. `Presenter`.
    public var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
