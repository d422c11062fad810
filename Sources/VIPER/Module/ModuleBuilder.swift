/// Builds one kind of module: a type whose only job is to create a module's objects and
/// wire them, holding the services every module of that kind needs.
///
/// A builder is made once, with its dependencies (usually resolved from a ``Container``),
/// and builds a module for each argument: the data a module starts with and, for a
/// module that reports back, the ``ModuleOutput`` its result goes to. That is how a
/// parent hands a child its listener when it builds it, as RIBs' builders do.
///
/// Objects are injected three ways:
///
/// - **constructor injection** for what an object needs to work (the presenter's
///   interactor and router, the interactor's services), so a missing dependency
///   is a compile error;
/// - **property injection** only for back-references that cannot exist yet at
///   construction time (`view.presenter`, `interactor.output`), declared `weak` on the
///   side that does not own;
/// - **method injection** for a collaborator one call needs (`refresh(using: repository)`).
///
/// ```swift
/// struct DetailBuilder: ModuleBuilder {
///     let places: any PlaceRepository
///     let navigator: any Navigating<AppRoute>
///
///     func build(_ placeID: Int64) -> Module<DetailView, Void> {
///         let view = DetailView()
///         let scope = ModuleScope()
///         let interactor = DetailInteractor(placeID: placeID, places: places, scope: scope)
///         let router = DetailRouter(navigator: navigator)
///         let presenter = DetailPresenter(view: view, interactor: interactor, router: router)
///         view.presenter = presenter
///         interactor.output = presenter
///         return Module(view: view, scope: scope, objects: [
///             .view: view, .presenter: presenter, .interactor: interactor, .router: router,
///         ])
///     }
/// }
/// ```
///
/// A builder whose modules take nothing declares `func build(_: Void)`; callers write
/// `builder.build()`. The other assembly style, a `static func build(...)` on the
/// module's Router, needs no protocol at all.
@MainActor
public protocol ModuleBuilder<Argument, View, Input> {
    /// What each module is built with: its starting data, or a ``ModuleRequest`` with the
    /// output its result goes to; `Void` for nothing.
    associatedtype Argument = Void
    /// The module's view type, as whoever shows the module holds it.
    associatedtype View
    /// The module's input handle, or `Void`.
    associatedtype Input = Void

    /// Creates a module's objects for `argument`, wires them and returns the module.
    func build(_ argument: Argument) -> Module<View, Input>
}

extension ModuleBuilder where Argument == Void {
    /// Builds a module that takes no argument.
    public func build() -> Module<View, Input> {
        build(())
    }
}
