/// Which references between roles `viper extract` can rewrite, and into what.
///
/// The View reaches the Presenter (`presenter.x`), and the Interactor and Router only through
/// forwarding methods on it; the Presenter reaches the View (`view?.x()`), the Interactor
/// (`interactor.x`) and the Router (`router.x`); the Interactor answers the Presenter through
/// its output (`output?.x()`); the Router reaches no one. Properties are reached only from the
/// View to the Presenter, and only when their type is written.
enum ReferencePolicy {
    static func allows(from: ExtractRole, to: ExtractRole, target: Member) -> Bool {
        if target.kind == .other { return true }
        let isFunction = target.kind == .function && target.requirement != nil && !target.hasDefaultArguments
        switch (from, to) {
        case (.view, .presenter): return isFunction || target.declaredType != nil
        case (.view, .interactor), (.view, .router), (.presenter, .interactor), (.presenter, .router): return isFunction
        case (.presenter, .view), (.interactor, .presenter): return isFunction && !target.returnsValue
        default: return false
        }
    }

    /// What goes before a reference from `from` to a member in `to` (`presenter.`).
    static func accessor(from: ExtractRole, to: ExtractRole) -> String {
        switch (from, to) {
        case (.view, _): "presenter."
        case (.presenter, .view): "view?."
        case (.presenter, .interactor): "interactor."
        case (.presenter, .router): "router."
        case (.interactor, _): "output?."
        default: ""
        }
    }
}
