import VIPER

/// Where the Discover app can go.
enum AppRoute: Hashable, Sendable {
    case login
    case forgotPassword
    case home
    case detail(id: Int)
    case locationPicker
    case favorites
    case search(query: String)
}
