import VIPER

/// What a router does with a navigation command the navigator refused: the app
/// shows it in the status line, tests record it. Routers never swallow one.
typealias NavigationFailureHandler = @MainActor (NavigationError) -> Void

extension Navigating {
    /// Performs `command`, handing a refusal to `onFailure`.
    func perform(_ command: NavigationCommand<Route>, onFailure: NavigationFailureHandler) {
        perform([command], onFailure: onFailure)
    }

    /// Performs `commands` all or none, handing a refusal to `onFailure`.
    func perform(_ commands: [NavigationCommand<Route>], onFailure: NavigationFailureHandler) {
        do {
            try perform(commands)
        } catch {
            onFailure(error)
        }
    }
}
