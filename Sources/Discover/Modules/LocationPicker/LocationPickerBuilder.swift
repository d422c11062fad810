import VIPER

/// Assembles the location picker (the Builder style of seed 001: assembly in a type of
/// its own, so the router only navigates).
@MainActor
enum LocationPickerBuilder {
    /// Builds the picker: constructor injection for what each object needs, the typed
    /// `input` it starts with and the `output` its choice goes to; property injection for
    /// the back-references.
    static func build(
        context: AppContext,
        input: LocationPickerInput,
        output: ModuleOutput<LocationChoice>
    ) -> DiscoverModule<Void> {
        let view = LocationPickerTerminalView()
        let scope = ModuleScope()
        let interactor = LocationPickerInteractor(places: context.services.places, scope: scope)
        let router = LocationPickerRouter(navigator: context.navigator, onFailure: context.onNavigationFailure)
        let presenter = LocationPickerPresenter(
            view: view, interactor: interactor, router: router, input: input, output: output
        )
        view.presenter = presenter
        interactor.output = presenter
        return DiscoverModule(view: view, presenter: presenter, interactor: interactor, router: router, scope: scope)
    }
}
