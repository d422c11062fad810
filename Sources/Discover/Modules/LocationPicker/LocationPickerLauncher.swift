import VIPER

/// Presents the location picker for Home and hands the `.locationPicker` route the
/// input and output of the request.
///
/// A route is a plain value, so it cannot carry a module's output channel. The app
/// keeps one launcher: Home's router asks it to present the picker, it remembers the
/// request and presents the route; the app's route factory then takes the request
/// with ``takeRequest()`` and builds the picker with it.
///
/// ```swift
/// let launcher = LocationPickerLauncher(navigator: context.navigator, onFailure: context.onNavigationFailure)
/// let home = HomeRouter.build(context: context, locationPicker: launcher)
/// // In the route factory:
/// case .locationPicker:
///     let request = launcher.takeRequest()
///     LocationPickerBuilder.build(context: context, input: request.input, output: request.output)
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

    /// The pending request for the `.locationPicker` route, which this consumes; with no
    /// current location and an ignored output when the route was reached without one.
    func takeRequest() -> (input: LocationPickerInput, output: ModuleOutput<LocationChoice>) {
        defer { request = nil }
        return request ?? (LocationPickerInput(current: nil), .ignored)
    }
}
