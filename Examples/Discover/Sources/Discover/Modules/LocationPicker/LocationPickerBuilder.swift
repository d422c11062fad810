import VIPER

/// Assembles the location picker for one request: the location it starts from and the
/// output its choice goes to, both carried by the `.locationPicker` route that opened it.
@MainActor
struct LocationPickerBuilder: ModuleBuilder {
    /// Finds cities.
    let places: any PlaceRepository
    /// Where the sheet is dismissed.
    let navigator: any Navigating<AppRoute>

    func build(_ request: ModuleRequest<LocationPickerInput, LocationChoice>) -> Module<any DiscoverScreen, Void> {
        let view = LocationPickerScreen()
        let scope = ModuleScope()
        let interactor = LocationPickerInteractor(places: places, scope: scope)
        let router = LocationPickerRouter(navigator: navigator)
        let presenter = LocationPickerPresenter(
            view: view, interactor: interactor, router: router, input: request.input, output: request.output)
        view.presenter = presenter
        interactor.output = presenter
        return Module(
            view: view, scope: scope,
            objects: [
                .view: view, .presenter: presenter, .interactor: interactor, .router: router,
            ])
    }
}
