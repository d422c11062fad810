/// Decides which enum a route case belongs to: `.detail` in `navigator.push(.detail)` is
/// `AppRoute.detail` when the navigator is a `Navigating<AppRoute>`, even if `ShopRoute` has a
/// `detail` too.
struct RouteResolver {
    /// A route case with its enum; the enum is nil when the sources declare no route enum.
    struct Key: Hashable, Comparable {
        let enumName: String?
        let name: String

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.enumName ?? "", lhs.name) < (rhs.enumName ?? "", rhs.name)
        }
    }

    /// What a case reference turned out to be.
    enum Resolution: Equatable {
        case route(Key)
        /// Several route enums declare the case and nothing tells which is meant.
        case ambiguous(name: String, enums: [String])
        /// A case of some other enum (`.sheet`, `.alert`), not a route.
        case notARoute
    }

    /// Route enums by name, with their cases and where each is declared.
    let enums: [String: [NavigationFacts.EnumCase]]
    private let enumsByCase: [String: [String]]
    /// Every enum declared in the sources, route or not.
    private let declaredEnums: Set<String>
    private let types: TypeTable

    /// Route enums are the enums named `…Route`, `…Routes`, `…Destination` or `…Destinations`
    /// (SwiftUI's `navigationDestination(for:)`), those named `…Screen` or `…Screens` declared in
    /// a router or coordinator (the screens it opens: `FriendsCoordinator.Screens`), those
    /// conforming to a protocol
    /// named `Route`, `…Route` or `Routable`, and those used as a navigator's route type
    /// (`Navigating<AppRoute>`, `RouteNavigator<AppRoute, Screen>`, `UnownedRouter<AppRoute>`).
    init(_ facts: NavigationFacts, types: TypeTable) {
        var enums: [String: [NavigationFacts.EnumCase]] = [:]
        for declaration in facts.enums where Self.isRouteEnum(declaration, usedAsRoutes: facts.routeTypeNames) {
            enums[declaration.name, default: []] += declaration.cases
        }
        self.enums = enums
        var byCase: [String: [String]] = [:]
        for (name, cases) in enums {
            for routeCase in Set(cases.map(\.name)) { byCase[routeCase, default: []].append(name) }
        }
        enumsByCase = byCase.mapValues { $0.sorted() }
        declaredEnums = Set(facts.enums.map(\.name))
        self.types = types
    }

    private static func isRouteEnum(_ declaration: NavigationFacts.EnumDeclaration, usedAsRoutes: Set<String>) -> Bool {
        ["Route", "Routes", "Destination", "Destinations"].contains(where: declaration.name.hasSuffix)
            || ["Screen", "Screens"].contains(where: declaration.name.hasSuffix) && declaration.owner.map(TypeText.isNavigatorName) == true
            || usedAsRoutes.contains(declaration.name)
            || declaration.inherited.contains { $0.hasSuffix("Route") || $0 == "Routable" }
    }

    /// The route `reference` names, read through its qualifier (`AppRoute.detail`), then the
    /// type `path` leads to (the navigator's route type, the method's parameter; another enum
    /// there means no route), then the route enums that declare the case and every case of
    /// `siblings`.
    func resolve(_ reference: NavigationFacts.CaseReference, path: NavigationFacts.TypePath?, siblings: [String]) -> Resolution {
        if let qualifier = reference.qualifier {
            guard isRouteEnum(qualifier) else { return .notARoute }
            return .route(Key(enumName: qualifier, name: reference.name))
        }
        let declaring = enumsByCase[reference.name] ?? []
        // The type says it is another enum (`switch self` in `extension ProfileSection`).
        if let path, let type = types.resolve(path).map(TypeText.baseName), declaredEnums.contains(type), enums[type] == nil {
            return .notARoute
        }
        let hinted = path.map(routeEnums(along:)) ?? []
        if !hinted.isEmpty {
            let both = hinted.filter(declaring.contains)
            if both.count == 1 { return .route(Key(enumName: both[0], name: reference.name)) }
            // The type says which enum, and its declaration was not read: trust the type.
            let unread = hinted.filter { enums[$0] == nil }
            if both.isEmpty, unread.count == 1, hinted.count == 1 { return .route(Key(enumName: unread[0], name: reference.name)) }
            // The enum was read and has no such case: the case is the command's own (`.dismissAll`).
            if both.isEmpty, unread.isEmpty, declaring.isEmpty { return .notARoute }
        }
        // By name alone, a route enum must have every case written with this one: a switch
        // over another enum that shares a case name (`.about`, `.settings`) is not a route table.
        let narrowed = declaring.filter { name in
            let cases = Set(enums[name, default: []].map(\.name))
            return siblings.allSatisfy(cases.contains)
        }
        if narrowed.count == 1 { return .route(Key(enumName: narrowed[0], name: reference.name)) }
        if narrowed.count > 1 { return .ambiguous(name: reference.name, enums: narrowed) }
        // With no route enum in the sources, a case nothing declares is a route of one not read,
        // unless it says how a screen is shown (`showModule(.identity)`, `present(.sheet)`).
        guard enums.isEmpty, !Self.presentationStyles.contains(reference.name) else { return .notARoute }
        return .route(Key(enumName: nil, name: reference.name))
    }

    /// Cases that say how a screen is shown, not which: UIKit's presentation and transition
    /// styles, SwiftUI's transitions, and the transition options of routing libraries.
    private static let presentationStyles: Set<String> = [
        "automatic", "none", "fullScreen", "pageSheet", "formSheet", "currentContext", "custom", "overFullScreen",
        "overCurrentContext", "popover", "coverVertical", "flipHorizontal", "crossDissolve", "partialCurl", "identity", "opacity",
        "scale", "slide", "move", "push", "sheet", "fullScreenCover", "modal", "trailing", "leading", "top", "bottom",
    ]

    /// Whether `name` is a route enum: declared as one, or named like one when the sources
    /// that declare it were not read.
    private func isRouteEnum(_ name: String) -> Bool {
        enums[name] != nil || name.hasSuffix("Route")
    }

    /// The route enums named by the type `path` leads to: the receiver's route type
    /// (`any Navigating<AppRoute>`), else the parameter the route is passed to.
    private func routeEnums(along path: NavigationFacts.TypePath) -> [String] {
        let known = { (text: String?) -> [String] in
            guard let text else { return [] }
            var seen: Set<String> = []
            return TypeText.names(text).filter { self.isRouteEnum($0) && seen.insert($0).inserted }
        }
        if path.method != nil {
            let fromReceiver = known(types.receiver(path))
            if !fromReceiver.isEmpty { return fromReceiver }
        }
        return known(types.resolve(path))
    }
}
