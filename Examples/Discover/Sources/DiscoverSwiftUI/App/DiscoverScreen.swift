#if canImport(SwiftUI)
import SwiftUI
import VIPER

/// One screen of the SwiftUI app: a module's View, as the app's `NavigatorView` shows it.
///
/// Each module's screen model implements its module's View protocol (it keeps the states
/// its presenter renders and forwards intents) and this protocol, through which the
/// navigator view draws it (``SwiftUIScreen/content``) and the app coordinator starts it.
/// A screen decides nothing: everything it shows comes from a state its presenter rendered.
///
/// The same app coordinator drives the terminal front end, whose screens draw when it
/// calls ``needsDisplay``; a SwiftUI screen announces its own changes
/// (`objectWillChange`) and never needs it.
@MainActor
protocol DiscoverScreen: SwiftUIScreen, ObservableObject {
    /// Set by the app coordinator, for front ends that redraw on request.
    var needsDisplay: (@MainActor () -> Void)? { get set }

    /// The screen was put on the navigator: starts its presenter.
    func attach()
    /// Returns once work the screen's presenter holds back has started (a debounced
    /// search), so that waiting for the module's scope afterwards waits for all of it.
    func settle() async
}

extension DiscoverScreen {
    /// Nothing held back: a screen whose presenter starts its work at once.
    func settle() async {}
}
#endif
