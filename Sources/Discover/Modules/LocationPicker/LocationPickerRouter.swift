import VIPER

/// Leads away from the location picker: it only closes its sheet.
@MainActor
final class LocationPickerRouter: LocationPickerRouting {
    private let navigator: any Navigating<AppRoute>
    private let onFailure: NavigationFailureHandler

    /// A router that dismisses through `navigator`.
    init(navigator: any Navigating<AppRoute>, onFailure: @escaping NavigationFailureHandler) {
        self.navigator = navigator
        self.onFailure = onFailure
    }

    func routeBack() {
        navigator.perform(.dismiss, onFailure: onFailure)
    }
}
