import VIPER

/// One place in the navigation stack: the route, and the module built for it once the
/// route is on screen. The navigator holds slots, so routes can be pushed before the
/// app context that builds modules exists, and each module is built exactly once.
@MainActor
final class ScreenSlot {
    /// The route this slot shows.
    let route: AppRoute
    /// The module's screen, once built.
    private(set) var screen: (any DiscoverScreen)?
    private var tracking: TrackedModule?

    /// An empty slot for `route`.
    init(route: AppRoute) {
        self.route = route
    }

    /// Whether the slot's module has been built.
    var isBuilt: Bool { screen != nil }

    /// Keeps `screen` and its module's tracking for this slot.
    func fill(screen: any DiscoverScreen, tracking: TrackedModule) {
        self.screen = screen
        self.tracking = tracking
    }

    /// Ends the slot's module: cancels its work and lets it deallocate.
    func empty() {
        screen?.detach()
        tracking?.detach()
        screen = nil
        tracking = nil
    }
}

extension NavigationState {
    /// Every screen in the state: all tabs' stacks and all modal layers, bottom first.
    var allScreens: [Screen] {
        tabs.flatMap { $0 } + modals.flatMap(\.stack)
    }
}
