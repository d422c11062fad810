import VIPER

/// Assembles the LocationPicker module.
enum LocationPickerBuilder {
    @MainActor
    static func build(navigator: any Navigating<AppRoute>) -> any Screen {
        let router = LocationPickerRouter(navigator: navigator)
        let presenter = LocationPickerPresenter(router: router)
        return LocationPickerScreen(presenter: presenter)
    }
}
