import VIPER

/// The app's route table: the module each route builds.
@MainActor
struct DiscoverScreens {
    let dependencies: AppDependencies

    func screen(for route: AppRoute, navigator: any Navigating<AppRoute>) -> any Screen {
        switch route {
        case .login:
            return LoginBuilder.build(auth: dependencies.auth, navigator: navigator)
        case .forgotPassword:
            return ForgotPasswordBuilder.build(navigator: navigator)
        case .home, .search:
            return HomeBuilder.build(places: dependencies.places, navigator: navigator)
        case .detail(let id):
            return DetailBuilder.build(id: id, places: dependencies.places, navigator: navigator)
        case .locationPicker:
            return LocationPickerBuilder.build(navigator: navigator)
        case .favorites:
            return FavoritesBuilder.build(store: dependencies.favorites, navigator: navigator)
        }
    }
}
