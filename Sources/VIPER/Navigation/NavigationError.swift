/// Why a ``NavigationCommand`` could not be applied to the navigation state.
///
/// The state is left unchanged when a command is rejected; nothing crashes.
public enum NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `pop` on a stack that holds only its root screen.
    case cannotPopRoot
    /// `dismiss` while no modal layer is presented.
    case nothingPresented
    /// `selectTab` or `setTabs` with an index outside the tabs.
    case noSuchTab(index: Int, tabCount: Int)
    /// `setTabs` with an empty list of screens.
    case noTabs
    /// The module for `route` could not be built (``ModuleNavigator``'s build closure
    /// threw `reason`, e.g. a missing container registration); nothing changed.
    case moduleUnavailable(route: String, reason: String)

    /// What was expected, what was found, and what to do.
    public var description: String {
        switch self {
        case .cannotPopRoot:
            "Cannot pop: the active stack holds only its root screen (expected at least 2 screens). "
                + "Use dismiss to close a modal layer, or setRoot to replace the root."
        case .nothingPresented:
            "Cannot dismiss: no modal layer is presented. "
                + "Use dismissAll when the screen may or may not be presented, or pop to leave a pushed screen."
        case .noSuchTab(let index, let tabCount):
            "No tab at index \(index): expected an index in 0..<\(tabCount). "
                + "Check the tab order given to setTabs."
        case .noTabs:
            "setTabs needs at least one screen, found none. Use setRoot for a single stack."
        case .moduleUnavailable(let route, let reason):
            "Cannot show \(route): its module could not be built (\(reason)). "
                + "Check the registrations its builder needs, e.g. with Container.verify() in a test."
        }
    }
}
