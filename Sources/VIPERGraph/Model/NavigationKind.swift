/// How one module leads to another.
public enum NavigationKind: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Replaces everything on screen (`setRoot`, `setViewControllers`, `window.rootViewController = …`).
    case setRoot
    /// Puts the module on top of the stack (`push`, `pushViewController`, `show`).
    case push
    /// Shows the module modally (`present`).
    case present
    /// Shows the module as one of several tabs (`setTabs`, `tabBarController.viewControllers = …`).
    case tabs
    /// Shows the module by a call that does not say how (`trigger(.detail)`, `navigate(to: .detail)`)
    /// and whose route handler does not say either.
    case shows
    /// Builds the module without a navigation call around it (embedding, returning it).
    case builds

    /// Orders kinds as declared, so output is sorted the same everywhere.
    public static func < (lhs: NavigationKind, rhs: NavigationKind) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
