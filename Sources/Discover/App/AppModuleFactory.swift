import VIPER

/// Builds the module for each route: the one place that knows which builder serves
/// which route (the app's route table).
@MainActor
final class AppModuleFactory {
    /// What building a route produced.
    struct Built {
        /// The module's screen.
        let screen: any DiscoverScreen
        /// Its objects, for detaching and leak checks.
        let tracking: TrackedModule
        /// Home's typed input, when the route was Home (deep-link searches go there).
        var homeInput: (any HomeModuleInput)?
    }

    /// Carries Home's location-picker request across the `.locationPicker` route.
    private var pickerLauncher: LocationPickerLauncher?

    /// A factory for the app's routes.
    init() {}

    /// Builds the module for `route` with `context`.
    func build(_ route: AppRoute, context: AppContext) -> Built {
        switch route {
        case .login:
            return Built(LoginRouter.build(context: context))
        case .forgotPassword:
            return Built(ForgotPasswordRouter.build(context: context))
        case .detail(let placeID):
            return Built(DetailRouter.build(context: context, placeID: placeID))
        case .favorites:
            return Built(FavoritesRouter.build(context: context))
        case .home:
            let home = HomeRouter.build(context: context, locationPicker: launcher(for: context))
            return Built(screen: home.screen, tracking: home.tracking, homeInput: home.input)
        case .locationPicker:
            let request = launcher(for: context).takeRequest()
            return Built(LocationPickerBuilder.build(context: context, input: request.input, output: request.output))
        }
    }
}

@MainActor
extension AppModuleFactory {
    private func launcher(for context: AppContext) -> LocationPickerLauncher {
        if let pickerLauncher { return pickerLauncher }
        let launcher = LocationPickerLauncher(navigator: context.navigator, onFailure: context.onNavigationFailure)
        pickerLauncher = launcher
        return launcher
    }
}

@MainActor
extension AppModuleFactory.Built {
    init<Input>(_ module: DiscoverModule<Input>) {
        self.init(screen: module.screen, tracking: module.tracking, homeInput: nil)
    }
}
