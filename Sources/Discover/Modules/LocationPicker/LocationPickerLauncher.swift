import VIPER

/// Presents the location picker for Home and builds it for the `.locationPicker` route
/// with the input and output of the request.
///
/// A route is a plain value, so it cannot carry a module's output channel. The app
/// keeps one launcher: Home's router asks it to present the picker, it remembers the
/// request and presents the route; the app's route factory then calls
/// ``buildPicker(context:)``, which builds the picker with that request.
///
/// ```swift
/// let launcher = LocationPickerLauncher(navigator: context.navigator, onFailure: context.onNavigationFailure)
/// let home = HomeRouter.build(context: context, locationPicker: launcher)
/// // In the route factory:
/// case .locationPicker: launcher.buildPicker(context: context)
/// ```
@MainActor
final class LocationPickerLauncher: LocationPickerLaunching {
    private let navigator: any Navigating<AppRoute>
    private let onFailure: NavigationFailureHandler
    private var request: (input: LocationPickerInput, output: ModuleOutput<LocationChoice>)?

    /// A launcher that presents through `navigator` and hands refusals to `onFailure`.
    init(navigator: any Navigating<AppRoute>, onFailure: @escaping NavigationFailureHandler) {
        self.navigator = navigator
        self.onFailure = onFailure
    }

    func presentLocationPicker(_ input: LocationPickerInput, output: ModuleOutput<LocationChoice>) {
        request = (input, output)
        do {
            try navigator.perform(.present(.locationPicker, style: .sheet))
        } catch {
            request = nil
            onFailure(error)
        }
    }

    /// The picker for the `.locationPicker` route: built with the pending request, which
    /// it consumes, or with no current location and an ignored output when the route was
    /// reached without one.
    func buildPicker(context: AppContext) -> DiscoverModule<Void> {
        let request = request ?? (LocationPickerInput(current: nil), .ignored)
        self.request = nil
        return LocationPickerBuilder.build(context: context, input: request.input, output: request.output)
    }
}
