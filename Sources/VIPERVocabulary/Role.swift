/// The part a type plays in a VIPER module.
public enum Role: String, CaseIterable, Codable, CodingKeyRepresentable, Sendable, CustomStringConvertible {
    /// Shows what the Presenter says and forwards user intent (`LoginViewController`).
    case view
    /// Turns intent into use cases and results into view state (`LoginPresenter`).
    case presenter
    /// Runs the use cases: business logic with no UI (`LoginInteractor`).
    case interactor
    /// Navigates and assembles modules (`LoginRouter`, `LoginWireframe`, `OnboardingCoordinator`).
    case router
    /// Builds and wires a module (`LoginBuilder`, `LoginAssembly`, `LoginConfigurator`).
    case builder
    /// Plain data the Interactor works on (`UserEntity`, `LoginModel`).
    case entity

    /// The role's name as written in messages, e.g. `Presenter`.
    public var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// Whether a type of this role makes a module of its name's prefix on its own.
    ///
    /// A Presenter, Interactor, Router or Builder does (`LoginRouter` means there is a `Login`
    /// module). A View or an Entity alone does not: `CardView` and `UserModel` are parts of
    /// screens and data, not modules named `Card` and `User`.
    public var definesModule: Bool {
        switch self {
        case .presenter, .interactor, .router, .builder: true
        case .view, .entity: false
        }
    }
}
