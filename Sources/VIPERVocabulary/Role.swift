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

    /// Whether the parts a name has make it a VIPER module: a Presenter or an Interactor of its
    /// own and at least one other part. A screen with no logic of its own (a popup, an alert
    /// controller, a picker with a factory) is a reusable component, and a `InputPresenter`
    /// formatter alone is no module either. Every `viper` tool decides with this.
    public static func makeModule(_ parts: Set<Role>) -> Bool {
        let ownParts = parts.subtracting([.entity])
        return ownParts.count >= 2 && !ownParts.isDisjoint(with: [.presenter, .interactor])
    }
}
