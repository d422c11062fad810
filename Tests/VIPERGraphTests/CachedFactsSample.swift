@testable import VIPERGraph

/// Navigation facts with every field set and every case of every enum used, to check that the
/// cache gives back exactly what it was given.
enum CachedFactsSample {
    static var everyField: NavigationFacts {
        var facts = NavigationFacts()
        facts.types = [
            .init(
                name: "HomeViewController", isProtocol: false, isEnumWithCases: false, inherited: ["UIViewController", "HomeView"],
                location: "Home/HomeViewController.swift:3", enclosing: "Home", isFilePrivate: true, wrapsContent: true),
            .init(
                name: "HomeRouting", isProtocol: true, isEnumWithCases: true, inherited: [], location: "Home/HomeRouter.swift:1",
                enclosing: nil, isFilePrivate: false),
        ]
        facts.assembledParts = [.init(part: "HomePresenter", owner: "HomeBuilder"), .init(part: "HomeInteractor", owner: nil)]
        facts.extensionConformances = ["AppRouter": ["HomeRouting", "DetailRouting"], "Coordinator": []]
        facts.selfConstraints = ["RouterLoginShowable": ["BaseRouter"]]
        facts.enums = [
            .init(
                name: "AppRoute", owner: "App", inherited: ["Hashable"],
                cases: [.init(name: "detail", location: "App/AppRoute.swift:2"), .init(name: "home", location: "App/AppRoute.swift:3")]),
            .init(name: "Tab", owner: nil, inherited: [], cases: []),
        ]
        facts.routeTypeNames = ["AppRoute", "Tab"]
        facts.members = ["AppContext": ["navigator": "Navigator", "user": "User?"], "Empty": [:]]
        facts.parameters = ["Navigator": ["push": ["AppRoute", "Bool"], "pop": []]]
        facts.constants = [
            "poi": .joined([
                .literal("app://"), .constant("host", qualifier: "Links"), .choices([.literal("a"), .constant("b", qualifier: nil)]),
            ]),
            "Links.host": .literal("discover ✓"),
        ]
        let path = NavigationFacts.TypePath(start: "AppContext", members: ["navigator"], method: "push", argument: 1, isEnumCase: true)
        let plainPath = NavigationFacts.TypePath(start: "DetailBuilding")
        facts.embeddings = [
            .init(
                container: .either(.named("createTabBar"), .type("TabBarBuilder")), content: .factory(.type("HomeBuilder")),
                owner: "AppDelegate", location: "App/AppDelegate.swift:9"),
            .init(
                container: .type("ContainerViewController"), content: .type("ListViewController"), owner: nil,
                location: "App/Screens.swift:4"),
        ]
        facts.handoffs = [
            .init(
                target: .factory(.type("CategoryListModule")), owner: "CategoriesCoordinator", methods: ["showDetails", "showTasks"],
                location: "App/CategoriesCoordinator.swift:12")
        ]
        facts.storedClosures = [
            .init(
                function: "fillRegistry/closure@App/SceneDelegate.swift:9", receiver: .init(start: "ScreenRegistry", members: ["shared"]),
                property: "homeScreen")
        ]
        facts.productions = [
            .init(
                target: .either(.factory(.typePath(path)), .named("Detail")), owner: "HomeRouter", function: "showDetail", kind: .push,
                isReturned: true,
                routeCases: .init(
                    cases: [.init(qualifier: "AppRoute", name: "detail"), .init(qualifier: nil, name: "home")],
                    siblings: ["detail", "home"],
                    subject: path),
                location: "Home/HomeRouter.swift:12"),
            .init(
                target: .type("DetailViewController"), owner: nil, function: nil, kind: .builds, isReturned: false, routeCases: nil,
                location: "App/Screens.swift:1"),
            .init(
                target: .method("makeSettings"), owner: "AppCoordinator", function: "start", kind: .present, isReturned: false,
                routeCases: .init(cases: [], siblings: [], subject: nil), location: "App/AppCoordinator.swift:20"),
            .init(
                target: .typePath(plainPath), owner: "TabsRouter", function: "setUp", kind: .tabs, isReturned: false, routeCases: nil,
                location: "Tabs/TabsRouter.swift:7"),
        ]
        let registration = NavigationFacts.Registration(pattern: .literal("app://detail/:id"), location: "App/Links.swift:4")
        facts.intents = [
            .init(
                routes: [.init(qualifier: nil, name: "detail")], kind: .setRoot, typePath: path, owner: "HomePresenter", function: "didTap",
                registration: registration, location: "Home/HomePresenter.swift:8"),
            .init(routes: [], kind: .shows, typePath: nil, owner: nil, function: nil, registration: nil, location: "App/Deep.swift:1"),
            .init(routes: [], kind: nil, typePath: nil, owner: nil, function: nil, registration: nil, location: "App/Deep.swift:2"),
        ]
        facts.registrations = [registration, .init(pattern: .constant("poi", qualifier: nil), location: "App/Links.swift:9")]
        facts.memberCalls = [
            .init(
                owner: "HomePresenter", function: "didTap", method: "userDidLogin", receiver: path, argumentCases: ["search", "detail"],
                switchCases: ["signedIn"]),
            .init(owner: nil, function: nil, method: "start", receiver: nil),
        ]
        facts.overridingMethods = ["BaseRouter.route", "HomeRouter.route"]
        facts.typeAliases = ["Routes": "HomeRoute"]
        return facts
    }
}
