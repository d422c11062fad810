/// The Builder assembly style of seed 001: a type whose only job is to create a
/// module's objects and wire them.
///
/// The alternative style, a `static func build(...)` on the module's Router (seed
/// 000), needs no protocol at all. Both styles inject the same way:
///
/// - **constructor injection** for what an object needs to work (the presenter's
///   interactor and router, the interactor's services), so a missing dependency
///   is a compile error;
/// - **property injection** only for back-references that cannot exist yet at
///   construction time (`view.presenter`, `interactor.output`,
///   `router.viewController`), declared `weak` on the side that does not own;
/// - **method injection** for a collaborator one call needs
///   (`refresh(using: repository)`).
///
/// ```swift
/// enum LoginBuilder: ModuleBuilder {
///     static func build(_ dependencies: LoginDependencies) -> Module<LoginTerminalView, Void> {
///         let view = LoginTerminalView()
///         let interactor = LoginInteractor(authService: dependencies.auth)
///         let router = LoginRouter(navigator: dependencies.navigator)
///         let presenter = LoginPresenter(view: view, interactor: interactor, router: router)
///         view.presenter = presenter
///         interactor.output = presenter
///         return Module(view: view)
///     }
/// }
/// ```
@MainActor
public protocol ModuleBuilder {
    /// What the builder needs: dependencies and the data the module starts with.
    associatedtype Dependencies
    /// The module's view type.
    associatedtype View
    /// The module's input handle, or `Void`.
    associatedtype Input = Void

    /// Creates the module's objects, wires them and returns its view and input.
    static func build(_ dependencies: Dependencies) -> Module<View, Input>
}
