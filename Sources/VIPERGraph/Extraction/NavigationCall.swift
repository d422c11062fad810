import SwiftSyntax

/// Which calls and assignments navigate, and how: the navigation vocabulary of UIKit, SwiftUI,
/// VIPERKit's `Navigating`, and of the helpers real apps write around them.
enum NavigationCall {
    /// The kind `call` navigates with: `.some(kind)` for a call that says how
    /// (`pushViewController`, `presentWireframe`, `setRootModule`), `.some(nil)` for one that
    /// does not (`trigger`, `navigate`), nil for a call that does not navigate.
    ///
    /// A call with a leading dot (`.push(.detail)`) is a navigation command only under its
    /// exact name: `.pushSettings(id)` is a route case, not a push.
    static func kind(of call: FunctionCallExprSyntax) -> NavigationKind?? {
        guard let name = Expressions.calleeName(call.calledExpression) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
            return commandNames[name].map { .some($0) }
        }
        // `group.enter()` enters a dispatch group; a screen enters with how it is shown.
        if name == "enter", call.arguments.isEmpty { return nil }
        return kind(ofCall: name)
    }

    /// The kind a call named `name` navigates with, as ``kind(of:)`` says.
    static func kind(ofCall name: String) -> NavigationKind?? {
        if let exact = exactNames[name] { return .some(exact) }
        for (prefix, kind) in prefixes where name.hasPrefix(prefix) && isWordBoundary(name, after: prefix) {
            return .some(kind)
        }
        return unspecifiedNames.contains(name) ? .some(nil) : nil
    }

    /// The first route of a navigator made with one (`ModuleNavigator(root: .login) { … }`):
    /// the app's entry, shown as the root.
    static func rootRoute(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let type = Scope.constructedType(ExprSyntax(call)), TypeText.isNavigatorName(type) else { return nil }
        return call.arguments.first { $0.label?.text == "root" }?.expression
    }

    /// The kind a helper router navigates with, by its name: `PushRouter(source:destination:)`
    /// pushes, `ModalRouter` presents; nil when its name does not say.
    static func kind(ofHelperRouter name: String) -> NavigationKind? {
        if name.hasPrefix("Push") { return .push }
        if name.hasPrefix("Modal") || name.hasPrefix("Present") { return .present }
        if name.hasPrefix("Root") { return .setRoot }
        return nil
    }

    /// The kind an assignment to a property named `name` navigates with
    /// (`window?.rootViewController = …`, `tabBarController.viewControllers = […]`), or nil.
    static func kind(ofAssignmentTo name: String) -> NavigationKind? {
        switch name {
        case "rootViewController": .setRoot
        case "viewControllers": .tabs
        default: nil
        }
    }

    private static let exactNames: [String: NavigationKind] = [
        "setViewControllers": .setRoot, "replaceStack": .setRoot, "replaceRoot": .setRoot,
        "show": .push, "showDetailViewController": .push, "showModule": .push,
        "NavigationLink": .push, "navigationDestination": .push,
        "sheet": .present, "fullScreenCover": .present, "popover": .present,
        "setTabs": .tabs, "TabView": .tabs,
        // A child view controller contained in a screen's view.
        "addChild": .builds,
    ]

    /// The navigation commands written with a leading dot (`NavigationCommand`, transitions).
    private static let commandNames: [String: NavigationKind] = [
        "push": .push, "present": .present, "setRoot": .setRoot, "set": .setRoot, "setTabs": .tabs, "replace": .push,
    ]

    /// Names that start with a navigation verb: `push`, `pushViewController`, `pushWireframe`,
    /// `present`, `presentModally`, `modalPresentViewController`, `presentWireframe`, `setRoot`,
    /// `setRootModule`, `makeRoot`, `changeRootViewController`.
    private static let prefixes: [(String, NavigationKind)] = [
        ("setRoot", .setRoot), ("makeRoot", .setRoot), ("changeRoot", .setRoot), ("switchRoot", .setRoot), ("push", .push),
        ("present", .present), ("modalPresent", .present),
    ]

    /// Calls that lead to a route or show a screen without saying how (`wireframe.enter(with:
    /// property)`, whose property says push or present).
    private static let unspecifiedNames: Set<String> = ["trigger", "navigate", "route", "open", "go", "enter"]

    /// Whether `name` is `prefix` alone or continues with a new word (`pushWireframe`, not `pushy`).
    private static func isWordBoundary(_ name: String, after prefix: String) -> Bool {
        guard name.count > prefix.count else { return true }
        return name[name.index(name.startIndex, offsetBy: prefix.count)].isUppercase
    }
}
