import VIPER

/// Why the app could not start.
enum AppStartError: Error, Equatable, CustomStringConvertible {
    /// The app's deep link table is inconsistent.
    case deepLinks(DeepLinkPatternError)
    /// The first screen's module could not be built.
    case firstScreen(NavigationError)

    var description: String {
        switch self {
        case .deepLinks(let error): error.description
        case .firstScreen(let error): error.description
        }
    }
}
