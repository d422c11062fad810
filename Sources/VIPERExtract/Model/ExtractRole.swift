/// The VIPER role a member of a view controller is given by `viper extract`.
public enum ExtractRole: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// UIKit views, outlets, layout and UIKit callbacks: stays in the view controller.
    case view
    /// Screen state, formatting, validation and decisions.
    case presenter
    /// Services, persistence, networking, singletons, clocks.
    case interactor
    /// Navigation and building other screens.
    case router

    /// The role's type-name word (`Presenter`).
    public var word: String {
        switch self {
        case .view: "View"
        case .presenter: "Presenter"
        case .interactor: "Interactor"
        case .router: "Router"
        }
    }

    /// View, Presenter, Interactor, Router: the order of the placement table.
    public static func < (lhs: ExtractRole, rhs: ExtractRole) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
