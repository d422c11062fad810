/// What building a module returns: the view to show, the typed input the parent keeps
/// to talk to the module afterwards, the scope its work runs in, and its objects under
/// their roles.
///
/// `Input` is usually the module's input protocol (`SearchModuleInput`), adopted by
/// its presenter, so the parent can update a running module without knowing its
/// concrete types. Modules that take no later input use `Void`.
///
/// ```swift
/// let search = searchBuilder.build()     // Module<any Screen, any SearchModuleInput>
/// search.input.update(query: "Lisbon")
/// search.scope.detach()                  // the module left the screen: its work stops
/// ```
///
/// The module owns its ``ModuleScope``: whoever shows the module (a ``ModuleNavigator``,
/// a test) detaches the scope when the module leaves the screen. ``objects`` lists the
/// module's view, presenter, interactor and router for a leak check:
///
/// ```swift
/// await expectModuleDeallocates { TrackedModule(builder.build()) }
/// ```
public struct Module<View, Input> {
    /// The module's entry view (a view controller on UIKit, a terminal view on Linux).
    public let view: View
    /// The handle the parent keeps to send data into the running module.
    public let input: Input
    /// The lifetime of the module's tasks, timers and subscriptions.
    public let scope: ModuleScope
    /// The module's objects under their roles, held strongly while the module is held;
    /// a ``TrackedModule`` made from the module holds them weakly.
    public let objects: KeyValuePairs<ModuleRole, AnyObject>

    /// A module showing `view`, talked to through `input`, whose work runs in `scope`.
    ///
    /// - Parameters:
    ///   - view: the module's entry view.
    ///   - input: the handle the parent keeps, usually the presenter as the module's input protocol.
    ///   - scope: the scope the module's objects run their work in.
    ///   - objects: the view, presenter, interactor and router (and anything else that
    ///     must die with the module) under their roles, for leak checks.
    public init(
        view: View,
        input: Input,
        scope: ModuleScope = ModuleScope(),
        objects: KeyValuePairs<ModuleRole, AnyObject> = [:]
    ) {
        self.view = view
        self.input = input
        self.scope = scope
        self.objects = objects
    }

    /// The same module without its input handle: what a navigator keeps of a module it
    /// shows, whatever the module's input type.
    public func droppingInput() -> Module<View, Void> {
        Module<View, Void>(view: view, input: (), scope: scope, objects: objects)
    }
}

extension Module where Input == Void {
    /// A module that takes no input after it is built.
    public init(view: View, scope: ModuleScope = ModuleScope(), objects: KeyValuePairs<ModuleRole, AnyObject> = [:]) {
        self.init(view: view, input: (), scope: scope, objects: objects)
    }
}
