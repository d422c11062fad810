/// One element of a SwiftUI `NavigationStack` path bound to a ``ModuleNavigator``: a screen
/// the navigator shows, or a route a `NavigationLink` appended that the navigator has not
/// followed yet.
///
/// ``NavigationBindings`` gives each stack's path as the screens above its root, one item
/// each. A view that lets the user push without its presenter (a `NavigationLink`) appends
/// an item made from a route; the navigator builds its module and replaces the item with
/// its screen's:
///
/// ```swift
/// NavigationLink("Favorites", value: NavigationPathItem(AppRoute.favorites))
/// ```
///
/// Items name screens by ``ModuleScreen/id``, never reused, so a stale path SwiftUI writes
/// late (from a stack that has gone) cannot be mistaken for screens on screen now.
public struct NavigationPathItem<Route: Hashable>: Hashable {
    /// The route the item shows.
    public let route: Route
    /// The ``ModuleScreen/id`` of the screen shown; nil for an item a `NavigationLink`
    /// appended, which has no screen yet.
    public let screenID: Int?

    /// The item a `NavigationLink` appends to open `route`.
    public init(_ route: Route) {
        self.route = route
        self.screenID = nil
    }

    /// The item of `screen`.
    @MainActor
    init<View>(_ screen: ModuleScreen<Route, View>) {
        self.init(route: screen.route, screenID: screen.id)
    }

    /// The item showing `route` on the screen with `screenID`, or on none yet.
    public init(route: Route, screenID: Int?) {
        self.route = route
        self.screenID = screenID
    }
}

extension NavigationPathItem: Sendable where Route: Sendable {}
