#if canImport(SwiftUI)
import SwiftUI

/// A module's view in a SwiftUI app: the object its presenter renders into (the presenter
/// holds it weakly), which draws itself with a SwiftUI view.
///
/// A ``NavigatorView`` over a `ModuleNavigator<Route, any SwiftUIScreen>` shows each
/// screen's ``content``; `viper new --ui swiftui` writes modules whose view is one.
///
/// ```swift
/// @MainActor
/// final class ProfileViewModel: ProfileView, ObservableObject, SwiftUIScreen {
///     var presenter: (any ProfilePresentation)?
///     private(set) var state = ProfileViewState.idle {
///         willSet { objectWillChange.send() }
///     }
///     func render(_ state: ProfileViewState) { self.state = state }
///     var content: some View { ProfileScreenView(model: self) }
/// }
/// ```
@MainActor
public protocol SwiftUIScreen: AnyObject {
    /// The SwiftUI view that draws the screen.
    associatedtype Content: View
    /// The SwiftUI view that draws the screen; it observes the screen to redraw.
    @ViewBuilder var content: Content { get }
}
#endif
