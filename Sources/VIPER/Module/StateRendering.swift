/// A view that shows one state value at a time.
///
/// Most VIPER view protocols reduce to this shape (`func render(_ state:
/// LoginViewState)`). Conforming your module's view protocol to it lets
/// `VIPERTesting.RenderSpy` record every state the presenter rendered.
///
/// ```swift
/// @MainActor protocol LoginView: StateRendering where State == LoginViewState {}
/// ```
@MainActor
public protocol StateRendering: AnyObject {
    /// The state type this view shows, usually an enum or a ``ViewState``.
    associatedtype State
    /// Shows `state`, replacing whatever was shown before.
    func render(_ state: State)
}
