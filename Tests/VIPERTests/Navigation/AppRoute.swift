/// The routes of a Discover-like app, used by the navigation tests.
enum AppRoute: Hashable, Sendable {
    case login
    case forgotPassword
    case home
    case favorites
    case detail(id: Int)
    case search(query: String)
    case locationPicker
    case settings
}
