/// What one pass over the sources found, before it is joined into a ``ModuleGraph``.
struct NavigationFacts {
    /// A `XRouter.build(` or `XBuilder.build(` call.
    struct Build {
        let target: String
        let owner: String?
        let routeCases: [String]
        let kind: NavigationKind
        let location: String
    }

    /// A navigation call with route cases: `navigator.push(.detail(id))`, `.setRoot(.home)`.
    struct Intent {
        let routes: [String]
        let kind: NavigationKind
        let owner: String?
        /// The method it is in (`userDidLogin`), to follow calls from modules to a coordinator.
        let function: String?
        let registration: Registration?
        let location: String
    }

    /// A method called on another object from a module's type: `coordinator?.userDidLogin(user)`.
    struct MemberCall {
        let owner: String
        let method: String
    }

    /// A `register("pattern") { ... }` call.
    struct Registration: Hashable {
        let pattern: String
        let location: String
    }

    /// Types whose name gives a module (`LoginRouter`), with where they are declared.
    var declaredTypes: [(name: String, location: String)] = []
    /// Cases of the route enums (`enum AppRoute`), with where they are declared.
    var routeCases: [(name: String, enumName: String, location: String)] = []
    var builds: [Build] = []
    var intents: [Intent] = []
    var registrations: [Registration] = []
    var memberCalls: [MemberCall] = []
}
