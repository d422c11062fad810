import VIPER

/// One step a Discover deep link expands to: a navigation command, or a search handed
/// to the Home module through its typed input.
enum AppLinkStep: Equatable, Sendable {
    /// Navigate.
    case navigate(NavigationCommand<AppRoute>)
    /// Show Home's results for this text.
    case search(String)
}
