import VIPER

/// Every screen the Discover app can show.
///
/// Routers navigate by route; the app's navigator turns each route into a module. A
/// route is `Hashable` and `Sendable`; the location picker's typed input and output
/// travel in its ``ModuleRequest``, which compares by identity.
enum AppRoute: Hashable, Sendable {
    /// Sign in.
    case login
    /// Request a password reset.
    case forgotPassword
    /// The list of places with search, paging and a location.
    case home
    /// One place.
    case detail(placeID: Int64)
    /// The signed-in user's favorite places.
    case favorites
    /// Choose the location results are sorted around, starting from the request's input
    /// and reporting the choice to its output; presented over Home.
    case locationPicker(ModuleRequest<LocationPickerInput, LocationChoice>)
}
