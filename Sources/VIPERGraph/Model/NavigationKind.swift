/// How one module leads to another.
public enum NavigationKind: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Replaces everything on screen (`setRoot`, `setViewControllers`).
    case setRoot
    /// Puts the module on top of the stack (`push`, `pushViewController`).
    case push
    /// Shows the module modally (`present`).
    case present
    /// Shows the module as one of several tabs (`setTabs`).
    case tabs
    /// Builds the module without a navigation call around it (embedding, returning it).
    case builds

    /// The kind named by a navigation call (`push`, `present(_:style:)`…), or nil for any other call.
    init?(call name: String) {
        switch name {
        case "setRoot", "setRootViewController", "setViewControllers", "replaceStack", "replaceRoot": self = .setRoot
        case "push", "pushViewController", "show": self = .push
        case "present", "presentModally": self = .present
        case "setTabs": self = .tabs
        default: return nil
        }
    }

    /// Orders kinds as declared, so output is sorted the same everywhere.
    public static func < (lhs: NavigationKind, rhs: NavigationKind) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
