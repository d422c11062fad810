/// Every screen the Discover app can show (seed 004's `AppRoute`).
///
/// Routers navigate by route; the app's navigator turns each route into a module.
enum AppRoute: Hashable, Sendable {
    /// Sign in (seed 000).
    case login
    /// Request a password reset.
    case forgotPassword
    /// The list of places with search, paging and a location.
    case home
    /// One place.
    case detail(placeID: Int64)
    /// The signed-in user's favorite places.
    case favorites
    /// Choose the location results are sorted around; presented over Home.
    case locationPicker
}
