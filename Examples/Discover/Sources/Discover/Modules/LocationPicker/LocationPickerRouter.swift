import VIPER

/// Leads away from the location picker: it only closes its sheet.
@MainActor
final class LocationPickerRouter: LocationPickerRouting {
    /// Weak: the navigator owns the screen that owns this router.
    private weak var navigator: (any Navigating<AppRoute>)?

    /// A router that dismisses through `navigator`.
    init(navigator: any Navigating<AppRoute>) {
        self.navigator = navigator
    }

    func routeBack() {
        navigator?.navigate(.dismiss)
    }
}
