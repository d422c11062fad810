import VIPER

/// A view spy that records every state its presenter renders, in order.
///
/// Make a spy for a module's view protocol in one line by inheriting from it:
///
/// ```swift
/// @MainActor protocol LoginView: StateRendering where State == LoginViewState {}
/// final class LoginViewSpy: RenderSpy<LoginViewState>, LoginView {}
///
/// presenter.didTapLogin(email: "a@b.c", password: "secret1")
/// expectRecorded(view.states, [.loading])
/// ```
@MainActor
open class RenderSpy<State>: StateRendering {
    /// Every state rendered, oldest first.
    public let states = Recorder<State>()

    /// A spy that has rendered nothing.
    public init() {}

    /// Records `state`.
    open func render(_ state: State) {
        states.record(state)
    }

    /// The state on screen now: the last one rendered.
    public var current: State? { states.last }
}
