/// One navigation request a router makes: push, present, pop, dismiss, replace the
/// root, replace the top screen, or switch tabs.
///
/// `Route` is the app's route value (usually an enum such as `AppRoute`) or, inside a
/// ``ScreenStack`` of view objects, the screen itself. Commands act on the *active
/// stack*: the stack of the topmost modal layer if one is presented, otherwise the
/// stack of the selected tab.
///
/// ```swift
/// try navigator.perform(.push(.detail(id: 42)))
/// try navigator.perform(.present(.locationPicker, style: .sheet))
/// ```
public enum NavigationCommand<Route> {
    /// Puts a screen on top of the active stack.
    case push(Route)
    /// Opens a new modal layer whose stack starts with the screen.
    case present(Route, style: PresentationStyle)
    /// Removes the top screen of the active stack; its root cannot be popped.
    case pop
    /// Removes every screen of the active stack above its root.
    case popToRoot
    /// Closes the topmost modal layer; fails when nothing is presented.
    case dismiss
    /// Closes every modal layer; does nothing when nothing is presented.
    case dismissAll
    /// Replaces everything (tabs, stacks and modal layers) with a single stack
    /// holding the screen, as Login → Home does.
    case setRoot(Route)
    /// Replaces everything with one tab per screen, `selected` being the visible one.
    case setTabs([Route], selected: Int)
    /// Swaps the top screen of the active stack for the screen.
    case replaceTop(Route)
    /// Makes the tab at the index the visible one; modal layers stay presented.
    case selectTab(Int)
}

extension NavigationCommand {
    /// The same command with every route transformed, e.g. a route into the view
    /// object that shows it.
    public func map<NewRoute, Failure: Error>(
        _ transform: (Route) throws(Failure) -> NewRoute
    ) throws(Failure) -> NavigationCommand<NewRoute> {
        switch self {
        case .push(let route): .push(try transform(route))
        case .present(let route, let style): .present(try transform(route), style: style)
        case .pop: .pop
        case .popToRoot: .popToRoot
        case .dismiss: .dismiss
        case .dismissAll: .dismissAll
        case .setRoot(let route): .setRoot(try transform(route))
        case .setTabs(let routes, let selected): .setTabs(try routes.map(transform), selected: selected)
        case .replaceTop(let route): .replaceTop(try transform(route))
        case .selectTab(let index): .selectTab(index)
        }
    }
}

extension NavigationCommand: Equatable where Route: Equatable {}
extension NavigationCommand: Hashable where Route: Hashable {}
extension NavigationCommand: Sendable where Route: Sendable {}
