/// The public types of the libraries that generated code imports: `VIPER` in every file,
/// `VIPERTesting` in the tests.
///
/// A generated type with one of these names shadows the library's type in the app target and
/// is ambiguous in test files, which import the app and the libraries together (`Navigation`
/// would declare `NavigationError`, `Module` would declare `ModuleBuilder`), so `viper new`
/// refuses a name that produces one. `LibraryTypeNamesTests` reads the libraries' sources
/// and fails when these lists and the public types differ.
enum LibraryTypeNames {
    /// The library names and their public types, in import order.
    static let libraries: [(library: String, types: Set<String>)] = [("VIPER", viper), ("VIPERTesting", viperTesting)]

    /// The library that has a public type called `name`, if one does.
    static func library(declaring name: String) -> String? {
        libraries.first { $0.types.contains(name) }?.library
    }

    /// The public types of `VIPER`.
    static let viper: Set<String> = [
        "AnyCancellable", "Assembly", "Cancellable", "ChildCoordinators", "Container",
        "Coordinator", "Debouncer", "DeepLinkError", "DeepLinkGate", "DeepLinkLimits",
        "DeepLinkMatch", "DeepLinkParameterType", "DeepLinkParameters", "DeepLinkPattern",
        "DeepLinkPatternError", "DeepLinkQuery", "DeepLinkTable", "DeepLinkURL", "EventBus",
        "EventSubscription", "LeakDetector", "LeakReport", "ModalLayer", "Module", "ModuleBuilder",
        "ModuleNavigator", "ModuleOutput", "ModuleRequest", "ModuleRole", "ModuleScope",
        "ModuleScreen", "Navigating", "NavigationBinding", "NavigationBindings", "NavigationChange",
        "NavigationCommand", "NavigationError", "NavigationPathItem", "NavigationPlatform",
        "NavigationPlatformEvent", "NavigationStackID", "NavigationState", "NavigatorView", "Page",
        "PageLoadFailure", "PageRequest", "PaginationStatus", "Paginator", "PlatformNavigator",
        "PresentationStyle", "PresentedLayer", "RegistrationKey", "ResolutionError", "Resolver", "Scope",
        "ScreenStack", "ScreenUpdate", "StackPosition", "StateRendering", "SwiftUIScreen", "TrackedModule",
        "TranslatingNavigator", "UIKitNavigator", "UIKitPlatform", "UserNavigation", "VerificationReport", "ViewState",
    ]

    /// The public types of `VIPERTesting`.
    static let viperTesting: Set<String> = [
        "AsyncGate", "GenericSpyStatics", "NavigationRecorder", "Recorder", "RenderSpy", "SequenceDiff", "TestClock",
        "TestFailure", "TestSourceLocation",
    ]
}
