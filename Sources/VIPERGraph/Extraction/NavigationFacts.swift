/// What one pass over the sources found, before it is joined into a ``ModuleGraph``.
///
/// Types are recorded as written; which enums are route enums, which module a type belongs to
/// and which enum a `.detail` means are decided when the facts of every file are joined.
struct NavigationFacts: Sendable, Equatable {
    /// A class, struct, enum, actor or protocol declared in the sources.
    struct TypeDeclaration: Sendable, Equatable {
        let name: String
        let isProtocol: Bool
        /// An enum with cases: a value such as an API route table (`enum APIRouter { case login }`),
        /// never a module's type.
        let isEnumWithCases: Bool
        let inherited: [String]
        let location: String
        /// The type it is nested in, if any.
        var enclosing: String?
        /// Whether it is `private` or `fileprivate`: a part of the code of its file.
        var isFilePrivate = false
        /// Whether it is generic over a view it shows (`struct LazyView<Content: View>`): a
        /// wrapper of what it is given, no screen.
        var wrapsContent = false
    }

    /// An enum with cases: a route enum if its name, conformances or use say so.
    struct EnumDeclaration: Sendable, Equatable {
        let name: String
        /// The type it is nested in, if any.
        let owner: String?
        let inherited: [String]
        let cases: [EnumCase]
    }

    /// A case of a declared enum, where it is declared.
    struct EnumCase: Sendable, Equatable {
        let name: String
        let location: String
    }

    /// A Presenter or Interactor made (`LocalAuthPresenter(…)`), with the type whose code makes it.
    struct AssembledPart: Sendable, Equatable {
        let part: String
        let owner: String?
    }

    /// `.detail`, `AppRoute.detail(id: 1)` or `case let .detail(id)`: a case, with the type
    /// written before the dot, if any.
    struct CaseReference: Hashable, Sendable {
        let qualifier: String?
        let name: String
    }

    /// Where the type of an expression can be read: start from a type as written, then follow
    /// stored properties (`context.navigator` from `AppContext`); for an argument, the
    /// parameter of `method` at `argument` of the final type.
    struct TypePath: Hashable, Sendable {
        let start: String
        var members: [String] = []
        var method: String?
        var argument = 0
        /// Whether `method` is a case of whichever enum has a case of that name (`.navigate(…)`
        /// written without its type), rather than a method of `start`.
        var isEnumCase = false

        /// The member that stands for what a method returns (`loginAssembly()`), looked up
        /// among the owner's members as a property's type is.
        static func returnedBy(_ method: String) -> String { method + "()" }

        /// Whether a member stands for what a method returns (see ``returnedBy(_:)``).
        static func isReturnedValue(_ member: String) -> Bool { member.hasSuffix("()") }

        /// The owner under which the members table keeps the types of global variables.
        static let globals = ""
    }

    /// What an expression shows, known once every file has been read.
    enum Target: Hashable, Sendable {
        /// A type of a module: `DetailViewController()`, `DetailBuilder.build()`, `as! DetailViewController`.
        case type(String)
        /// Whatever the methods of this name return: `factory.makeDetailModule()`.
        case method(String)
        /// The module of the type found along a path: `detailBuilder.build()` with
        /// `let detailBuilder: DetailBuilding`.
        case typePath(TypePath)
        /// A factory method of any name on a type that builds or routes to a module
        /// (`DetailAssembly.configureModule()`, `detailFactory.createView()`): that module, when
        /// the sources declare it or its screen (a `ServiceAssembly` registers services and
        /// builds none).
        indirect case factory(Target)
        /// A module named by a storyboard or its identifier (`UIStoryboard(name: "Detail", …)`,
        /// `withIdentifier: "Detail"`), when the sources declare it.
        case named(String)
        /// The first target if it names a module, else the second.
        indirect case either(Target, Target)

        /// Whether the module is read from a receiver's type, which may be no module's (an
        /// app-wide factory): what the method called returns is then tried too.
        var readsReceiverType: Bool {
            switch self {
            case .typePath: true
            case .factory(let inner): inner.readsReceiverType
            case .type, .method, .named, .either: false
            }
        }

        /// Whether it is only a stored value's type (`self.reservation`), no screen made here.
        var isValuePath: Bool {
            if case .typePath = self { return true }
            return false
        }
    }

    /// Between a method's name and a closure's place in the name a production written in a
    /// closure handed to a build call is recorded under (`showAuth/closure@Auth.swift:32`): what
    /// it shows is shown when the built module calls the closure back.
    static let handedClosureMark = "/closure@"

    /// The method under which what a container's registration of a type makes is read: as that
    /// type's making (see ``StoredClosure``).
    static let registrationMethod = "init"

    /// The method a production's function is written in: itself, or the method around the
    /// handed closure it names.
    static func enclosingMethod(_ function: String) -> String {
        guard let mark = function.range(of: handedClosureMark) else { return function }
        return String(function[..<mark.lowerBound])
    }

    /// An expression that shows a module, and how.
    struct Production: Sendable, Equatable {
        let target: Target
        let owner: String?
        let function: String?
        let kind: NavigationKind
        /// Whether the enclosing function returns it (it is then what that function shows).
        let isReturned: Bool
        /// The route cases of the `switch` case it sits in, making it the route table's entry.
        let routeCases: RouteCases?
        let location: String
    }

    /// A screen made and handed to another screen as that one is made
    /// (`UserContainerViewController(list: UserListWireframe.build(), …)`,
    /// `builder.createHomeTabBar(tabOne: home, tabTwo: options)`): the receiving screen holds it.
    struct Embedding: Sendable, Equatable {
        let container: Target
        let content: Target
        let owner: String?
        let location: String
    }

    /// Methods of `owner` handed to a module it builds, to be called back from that module
    /// (`CategoryListModule().build(onShowDetails: showDetails)` in a flow coordinator).
    struct Handoff: Sendable, Equatable {
        let target: Target
        let owner: String
        let methods: [String]
        let location: String
    }

    /// The cases of one `switch` case, with what tells their enum.
    struct RouteCases: Sendable, Equatable {
        let cases: [CaseReference]
        /// Every case name the whole `switch` handles, which together tell the enum.
        let siblings: [String]
        /// The type of the switch subject, if it can be read.
        let subject: TypePath?
    }

    /// A navigation call with route cases: `navigator.push(.detail(id))`, `.setRoot(.home)`.
    struct Intent: Sendable, Equatable {
        let routes: [CaseReference]
        /// How it navigates; nil for calls that do not say (`trigger(.detail)`).
        let kind: NavigationKind?
        /// Where the routes' type can be read (the navigator, the method's parameter).
        let typePath: TypePath?
        let owner: String?
        /// The method it is in (`userDidLogin`), to follow calls from modules to it.
        let function: String?
        let registration: Registration?
        let location: String
    }

    /// A method called on another object: `coordinator?.userDidLogin(user)`.
    struct MemberCall: Sendable, Equatable {
        let owner: String?
        /// The method the call is made from, to follow calls through helpers.
        let function: String?
        let method: String
        /// Where the receiver's type can be read.
        let receiver: TypePath?
        /// The enum cases written in its arguments (`search` and `detail` for
        /// `moveTo(flow: .search(.detail(item)))`): the route it dispatches.
        var argumentCases: [String] = []
        /// The cases of the `switch` cases it is made in (`detail` for a call under
        /// `case .detail(let item):`): it is made only when that route is dispatched.
        var switchCases: [String] = []
        /// The arguments it passes, trailing closures included: `cell.configure(with: row)` is
        /// no call of a `configure()` that takes none.
        var argumentCount = 0
    }

    /// A closure stored in a property of another object or of the type being read
    /// (`AppRouter.shared.loginScene = { LoginRouter.navigateToModule() }`,
    /// `presenter.onShowDetail = { … }`): it runs where that property is called, so what it
    /// shows is shown from there, not from the code that stores it. Or one registered in a
    /// container to make a type (`container.register(EmailViewController.self) { … }`): it runs
    /// when that type is asked for, as that type is made.
    struct StoredClosure: Sendable, Equatable {
        /// The name the productions written in it are recorded under (see ``handedClosureMark``).
        let function: String
        /// The object whose property holds it, or the type it makes.
        let receiver: TypePath
        /// The property; nil for a container's registration.
        let property: String?
    }

    /// A `register(pattern) { ... }` call.
    struct Registration: Hashable, Sendable {
        let pattern: PatternText
        let location: String
    }

    var types: [TypeDeclaration] = []
    /// Presenters and Interactors made (`LocalAuthPresenter(…)`), with the type whose code makes
    /// them: a module whose parts another module's factory assembles is built there.
    var assembledParts: [AssembledPart] = []
    /// What extensions make types conform to (`extension AppRouter: SplashRouterDelegate`), by type.
    var extensionConformances: [String: [String]] = [:]
    /// The classes a protocol extension's code may use the members of
    /// (`extension RouterCameraShowable where Self: BaseRouter`), by protocol.
    var selfConstraints: [String: [String]] = [:]
    var enums: [EnumDeclaration] = []
    /// Types used as the route type of a navigator (`Navigating<AppRoute>`), by name.
    var routeTypeNames: Set<String> = []
    /// Stored properties and enum payloads by type, then name: their type as written.
    var members: [String: [String: String]] = [:]
    /// Method and case parameters by type, then name: their types as written, in order.
    var parameters: [String: [String: [String]]] = [:]
    /// String constants (`static let poi = "app://poi"`), by name and by `Type.name`.
    var constants: [String: PatternText] = [:]
    var productions: [Production] = []
    var embeddings: [Embedding] = []
    var handoffs: [Handoff] = []
    var storedClosures: [StoredClosure] = []
    var intents: [Intent] = []
    var registrations: [Registration] = []
    var memberCalls: [MemberCall] = []
    /// Methods that override a superclass's (`Type.method`): called wherever the superclass's is.
    var overridingMethods: Set<String> = []
    /// Type aliases (`typealias Routes = HomeRoute`), by name: the base name of the type each names.
    /// One declared in a type is named with it (`CommentFeedPresenter.ModuleWireframe`): every
    /// presenter may declare its own `ModuleWireframe`.
    var typeAliases: [String: String] = [:]

    /// Adds another file's facts.
    mutating func merge(_ other: NavigationFacts) {
        types += other.types
        assembledParts += other.assembledParts
        extensionConformances.merge(other.extensionConformances, uniquingKeysWith: +)
        selfConstraints.merge(other.selfConstraints, uniquingKeysWith: +)
        enums += other.enums
        routeTypeNames.formUnion(other.routeTypeNames)
        members.merge(other.members) { mine, theirs in mine.merging(theirs) { first, _ in first } }
        parameters.merge(other.parameters) { mine, theirs in mine.merging(theirs) { first, _ in first } }
        constants.merge(other.constants) { first, _ in first }
        productions += other.productions
        embeddings += other.embeddings
        handoffs += other.handoffs
        storedClosures += other.storedClosures
        overridingMethods.formUnion(other.overridingMethods)
        typeAliases.merge(other.typeAliases) { first, _ in first }
        intents += other.intents
        registrations += other.registrations
        memberCalls += other.memberCalls
    }
}
