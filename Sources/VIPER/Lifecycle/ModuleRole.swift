/// The part an object plays in a module, as a leak report names it.
///
/// The four VIPER roles are predefined; any other name is a string literal:
/// `[.view: view, .presenter: presenter, "imageLoader": loader]`.
public struct ModuleRole: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The role's name as reports print it.
    public let rawValue: String

    /// A role called `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A role called `value`.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// The role's name.
    public var description: String { rawValue }

    /// The module's view (a view controller, a terminal view).
    public static let view: ModuleRole = "view"
    /// The module's presenter.
    public static let presenter: ModuleRole = "presenter"
    /// The module's interactor.
    public static let interactor: ModuleRole = "interactor"
    /// The module's router.
    public static let router: ModuleRole = "router"
}
