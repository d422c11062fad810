import VIPER

/// What the app does for a key or script verb no screen claimed: go back, open a link.
@MainActor
enum GlobalCommands {
    /// The script verbs the app itself understands, on every screen.
    static let scriptVerbs = ["back", "link <discover://…>", "show", "help", "quit"]

    /// Closes what is presented, or pops the current screen; says so when neither is possible.
    static func back(_ coordinator: AppCoordinator) {
        coordinator.navigator.navigate(coordinator.navigator.state.isPresenting ? .dismiss : .pop)
    }
}
