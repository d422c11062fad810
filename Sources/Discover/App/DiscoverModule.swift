import VIPER

/// A module built for the terminal app: the screen the navigator shows, the typed
/// input its parent keeps, and its objects under their roles for leak checks.
@MainActor
struct DiscoverModule<Input> {
    /// The module's view, as the host sees it.
    let screen: any DiscoverScreen
    /// The handle the parent keeps to talk to the running module (`Void` for none).
    let input: Input
    /// The view, presenter, interactor and router, held weakly, with the module's scope;
    /// it keeps the screen alive until detached, as the navigation stack would.
    let tracking: TrackedModule
}
