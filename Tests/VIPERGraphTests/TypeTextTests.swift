import Testing

@testable import VIPERGraph

/// Type text as written is read down to the type's own name, by the fast reading of ASCII text
/// and the general reading of any other text alike.
@Suite("Type text")
struct TypeTextTests {
    @Test(
        "a type's own name drops wrappers, keywords, generic arguments and module qualification",
        arguments: [
            ("(any VIPER.Navigating<AppRoute>)?", "Navigating"),
            ("[DetailViewController]", "DetailViewController"),
            ("some View", "View"),
            ("inout Router", "Router"),
            ("UIKit.UIViewController", "UIViewController"),
            ("Module.", "Module"),
            ("@unchecked Sendable", ""),
            ("", ""),
            ("Café.Übersicht<Détail>", "Übersicht"),
            ("(any Ünïcode.Router)?", "Router"),
        ])
    func baseName(text: String, name: String) {
        #expect(TypeText.baseName(text) == name)
    }

    @Test(
        "a navigator is named for navigation, or is a router or coordinator",
        arguments: [
            ("Navigating", true), ("RouteNavigator", true), ("NavigationCommand", true), ("AppRouter", true),
            ("FlowCoordinator", true), ("Navigat", true), ("Naviga", false), ("DetailPresenter", false), ("", false),
            ("ÜberNavigator", true),
        ])
    func navigatorName(name: String, isNavigator: Bool) {
        #expect(TypeText.isNavigatorName(name) == isNavigator)
    }
}
