/// The app's modules, how they lead to each other, the route table, the deep links, and what
/// looks wrong: the model behind `viper graph`.
///
/// Every list is sorted, so the same sources always give the same graph and the same text.
public struct ModuleGraph: Sendable, Hashable, Codable {
    /// The name of the node that stands for the app itself (its entry point, composition root).
    public static let appNode = "App"

    /// Module names, sorted (`Detail`, `Home`, `Login`).
    public var modules: [String]
    /// Edges between modules (and from ``appNode``), sorted.
    public var edges: [ModuleEdge]
    /// Which module each route builds, sorted by route.
    public var routes: [RouteBinding]
    /// Deep-link patterns with the navigation they expand to, sorted by pattern.
    public var deepLinks: [DeepLinkEntry]
    /// Navigation to routes no handler serves (the edge ends at the route, not a module), sorted.
    public var unservedNavigation: [UnservedNavigation]
    /// Unreached modules, unserved and ambiguous routes, sorted.
    public var findings: [GraphFinding]

    /// A graph with every property given.
    public init(
        modules: [String], edges: [ModuleEdge], routes: [RouteBinding], deepLinks: [DeepLinkEntry],
        unservedNavigation: [UnservedNavigation], findings: [GraphFinding]
    ) {
        self.modules = modules
        self.edges = edges
        self.routes = routes
        self.deepLinks = deepLinks
        self.unservedNavigation = unservedNavigation
        self.findings = findings
    }
}

/// A module (or the app) navigating to a route that no switch case turns into a module yet.
public struct UnservedNavigation: Sendable, Hashable, Codable, Comparable {
    /// The module that navigates, or ``ModuleGraph/appNode``.
    public var from: String
    /// How it navigates.
    public var kind: NavigationKind
    /// The route case (`forgotPassword`).
    public var route: String
    /// The route enum the case belongs to (`AppRoute`), or nil when the sources declare none.
    public var routeEnum: String?

    /// A navigation with every property given.
    public init(from: String, kind: NavigationKind, route: String, routeEnum: String? = nil) {
        self.from = from
        self.kind = kind
        self.route = route
        self.routeEnum = routeEnum
    }

    /// Orders by source, route enum, route, then kind.
    public static func < (lhs: UnservedNavigation, rhs: UnservedNavigation) -> Bool {
        (lhs.from, lhs.routeEnum ?? "", lhs.route, lhs.kind.rawValue) < (rhs.from, rhs.routeEnum ?? "", rhs.route, rhs.kind.rawValue)
    }
}

/// One module leading to another.
public struct ModuleEdge: Sendable, Hashable, Codable, Comparable {
    /// The module that navigates, or ``ModuleGraph/appNode``.
    public var from: String
    /// The module shown.
    public var to: String
    /// How it is shown.
    public var kind: NavigationKind
    /// The route case it goes through (`detail`), or nil for a direct `XBuilder.build(` call.
    public var route: String?
    /// The route enum of ``route`` (`AppRoute`), or nil when there is no route or the sources
    /// declare no route enum.
    public var routeEnum: String?

    /// An edge with every property given.
    public init(from: String, to: String, kind: NavigationKind, route: String?, routeEnum: String? = nil) {
        self.from = from
        self.to = to
        self.kind = kind
        self.route = route
        self.routeEnum = routeEnum
    }

    /// Orders by source, target, kind, route enum, then route.
    public static func < (lhs: ModuleEdge, rhs: ModuleEdge) -> Bool {
        (lhs.from, lhs.to, lhs.kind.rawValue, lhs.routeEnum ?? "", lhs.route ?? "")
            < (rhs.from, rhs.to, rhs.kind.rawValue, rhs.routeEnum ?? "", rhs.route ?? "")
    }
}

/// A route case and a module its handler builds.
public struct RouteBinding: Sendable, Hashable, Codable, Comparable {
    /// The case name, without payload (`detail`).
    public var route: String
    /// The module built for it.
    public var module: String
    /// The route enum of the case (`AppRoute`), or nil when the sources declare none.
    public var routeEnum: String?

    /// A binding of `route` to `module`.
    public init(route: String, module: String, routeEnum: String? = nil) {
        self.route = route
        self.module = module
        self.routeEnum = routeEnum
    }

    /// Orders by route enum, route, then module.
    public static func < (lhs: RouteBinding, rhs: RouteBinding) -> Bool {
        (lhs.routeEnum ?? "", lhs.route, lhs.module) < (rhs.routeEnum ?? "", rhs.route, rhs.module)
    }
}

/// A deep-link pattern registered on a `DeepLinkTable` and the steps its handler returns.
public struct DeepLinkEntry: Sendable, Hashable, Codable, Comparable {
    /// The pattern as registered (`discover://poi/<int:id>`).
    public var pattern: String
    /// The navigation steps in order.
    public var steps: [DeepLinkStep]
    /// Where it is registered (`path:line`).
    public var location: String

    /// An entry with every property given.
    public init(pattern: String, steps: [DeepLinkStep], location: String) {
        self.pattern = pattern
        self.steps = steps
        self.location = location
    }

    /// The module the link ends on: the last step that reaches one.
    public var destination: String? {
        steps.last { $0.module != nil }?.module
    }

    /// Orders by pattern, then location.
    public static func < (lhs: DeepLinkEntry, rhs: DeepLinkEntry) -> Bool {
        (lhs.pattern, lhs.location) < (rhs.pattern, rhs.location)
    }
}

/// One step of a deep link: `.push(.detail(id))`.
public struct DeepLinkStep: Sendable, Hashable, Codable {
    /// How the route is shown.
    public var kind: NavigationKind
    /// The route case.
    public var route: String
    /// The module the route builds, or nil when no handler serves it.
    public var module: String?
    /// The route enum of the case (`AppRoute`), or nil when the sources declare none.
    public var routeEnum: String?

    /// A step with every property given.
    public init(kind: NavigationKind, route: String, module: String?, routeEnum: String? = nil) {
        self.kind = kind
        self.route = route
        self.module = module
        self.routeEnum = routeEnum
    }
}

/// Something in the graph that is probably a mistake.
public struct GraphFinding: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A module nothing routes to, builds, or deep-links to.
        case unreachedModule
        /// A route case no handler builds a module for.
        case unservedRoute
        /// A route case several route enums declare, written without anything that says which.
        case ambiguousRoute
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The module or route concerned.
    public var subject: String
    /// Where it is declared or used (`path:line`).
    public var location: String
    /// What was found and what to do.
    public var message: String

    /// A finding with every property given.
    public init(kind: Kind, subject: String, location: String, message: String) {
        self.kind = kind
        self.subject = subject
        self.location = location
        self.message = message
    }

    /// `path:line: message`.
    public var description: String { "\(location): \(message)" }

    /// Orders by kind, subject, then location.
    public static func < (lhs: GraphFinding, rhs: GraphFinding) -> Bool {
        (lhs.kind.rawValue, lhs.subject, lhs.location) < (rhs.kind.rawValue, rhs.subject, rhs.location)
    }
}
