/// `module-wiring`: an assembly that builds a module's parts sets every back-reference.
struct ModuleWiring: Rule {
    private struct Requirement {
        let owner: Role
        let target: Role
        let keywords: Set<String>
        let reference: String
    }

    private static let requirements = [
        Requirement(
            owner: .presenter, target: .view, keywords: ["view", "display", "userinterface", "ui"],
            reference: "view"),
        Requirement(
            owner: .interactor, target: .presenter, keywords: ["output", "presenter", "delegate", "listener"],
            reference: "output"),
        Requirement(
            owner: .router, target: .view,
            keywords: ["viewcontroller", "view", "controller", "source", "transitionhandler"],
            reference: "viewController"),
    ]

    let description = RuleDescription(
        id: "module-wiring",
        summary: "A module's assembly sets every back-reference: presenter.view, interactor.output, router.viewController.",
        rationale: """
            Back-references are weak and set after construction, so forgetting one compiles fine and fails \
            silently at run time: the "assembled but nil" bug. Every function that builds a Presenter with its \
            View, an Interactor with its Presenter or a Router with its View must wire them, unless the part \
            sets the back-reference itself when its collaborator calls it \
            (`func didLoad(view:) { self.view = view }`), or the collaborator it is passed to sets it \
            (a Presenter built with the Interactor whose init says `interactor.output = self`).
            """,
        nonTriggeringExamples: [
            RuleExample(
                """
                enum LoginBuilder {
                    static func build() -> UIViewController {
                        let view = LoginViewController()
                        let interactor = LoginInteractor(service: AuthService())
                        let router = LoginRouter()
                        let presenter = LoginPresenter(interactor: interactor, router: router)
                        view.presenter = presenter
                        presenter.view = view
                        interactor.output = presenter
                        router.viewController = view
                        return view
                    }
                }
                """),
            RuleExample(
                """
                enum HomeBuilder {
                    static func build() -> UIViewController {
                        let view = HomeViewController()
                        let presenter = HomePresenter(view: view)
                        let router = HomeRouter(viewController: view)
                        presenter.attach(router)
                        return view
                    }
                }
                """),
            RuleExample(
                """
                final class ProfileRouter {
                    private let routes: ModuleOutput<ProfileRoute>
                    init(routes: ModuleOutput<ProfileRoute>) { self.routes = routes }
                    static func build(routes: ModuleOutput<ProfileRoute>) -> ProfileViewController {
                        let view = ProfileViewController()
                        let router = ProfileRouter(routes: routes)
                        let presenter = ProfilePresenter(view: view, router: router)
                        view.presenter = presenter
                        return view
                    }
                }
                """),
            RuleExample(
                """
                final class HomeRouter {
                    static func createModule() -> UIViewController {
                        let viewController = HomeViewController()
                        let presenter: HomePresenterProtocol & HomeInteractorDelegate = HomePresenter()
                        viewController.presenter = presenter
                        viewController.presenter?.view = viewController
                        return viewController
                    }
                }
                """),
            RuleExample(
                """
                final class StatsPresenter {
                    private weak var view: StatsViewInput?
                    func didLoad(view: StatsViewInput) { self.view = view }
                }
                enum StatsAssembly {
                    static func assemble() -> UIViewController {
                        let presenter = StatsPresenter()
                        let view = StatsViewController(output: presenter)
                        return view
                    }
                }
                """),
            RuleExample(
                """
                final class CartPresenter {
                    private let interactor: CartInteractorInput
                    init(interactor: CartInteractorInput) {
                        self.interactor = interactor
                        self.interactor.output = self
                    }
                }
                final class CartInteractor: CartInteractorInput {
                    weak var output: CartInteractorOutput?
                }
                enum CartBuilder {
                    static func build() -> UIViewController {
                        let view = CartViewController()
                        let interactor = CartInteractor()
                        let presenter = CartPresenter(interactor: interactor)
                        view.presenter = presenter
                        return view
                    }
                }
                """),
            RuleExample(
                """
                func makeLabels() -> [String] {
                    let first = Label(text: "a")
                    let second = Label(text: "b")
                    return [first.text, second.text]
                }
                """),
        ],
        triggeringExamples: [
            RuleExample(
                """
                final class LoginRouter {
                    weak var viewController: UIViewController?
                    static func build() -> UIViewController {
                        let view = LoginViewController()
                        let presenter = ↓LoginPresenter()
                        let interactor = ↓LoginInteractor()
                        let router = LoginRouter()
                        view.presenter = presenter
                        presenter.interactor = interactor
                        presenter.router = router
                        router.viewController = view
                        return view
                    }
                }
                """),
            RuleExample(
                """
                enum SearchAssembly {
                    static func assemble() -> SearchViewController {
                        let view = SearchViewController()
                        let presenter = SearchPresenter(view: view)
                        let router = ↓SearchRouter()
                        view.presenter = presenter
                        return view
                    }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.file.assemblies.flatMap { assembly -> [Finding] in
            // Only parts kept in a local can be wired after they are made.
            let parts = assembly.constructions.compactMap { construction -> (Role, ConstructionFact)? in
                guard !construction.variable.isEmpty, let role = role(of: construction.typeName, context) else { return nil }
                return (role, construction)
            }
            return Self.requirements.compactMap { requirement -> Finding? in
                guard let owner = parts.first(where: { $0.0 == requirement.owner })?.1,
                    let target = parts.first(where: { $0.0 == requirement.target })?.1,
                    hasBackReference(owner.typeName, for: requirement, context),
                    !isWired(owner, to: target, keywords: requirement.keywords, in: assembly),
                    !wiresItself(target, owner, for: requirement, context, in: assembly)
                else { return nil }
                return Finding(
                    position: owner.position,
                    message: "this assembly builds \(owner.typeName) and \(target.typeName) but never sets "
                        + "\(owner.variable).\(requirement.reference); the module would run with a nil "
                        + "\(requirement.reference), so assign it (or pass it to init)",
                    typeName: owner.typeName)
            }
        }
    }

    /// The role of a constructed type; Apple's types (`UIStackView`) play none.
    private func role(of typeName: String, _ context: RuleContext) -> Role? {
        guard !ViewControllerTypes.isFrameworkName(typeName) else { return nil }
        return context.project.types[typeName]?.role ?? context.project.resolver.roleBySuffix(typeName)?.role
    }

    /// Whether the owner declares a property for the back-reference that the assembly must set;
    /// a type not in the linted files is assumed to. A part that assigns the property itself
    /// (`func didLoad(view:) { self.view = view }`, `func setup(with output:) { self.output = output }`)
    /// is wired at run time by its collaborators, not by the assembly. A property holding another
    /// module's View (`weak var welcomeScreenView: WelcomeScreenViewInput?` in `OAuthVKPresenter`)
    /// is a link to the screen that opened it, not the part's own back-reference.
    private func hasBackReference(_ typeName: String, for requirement: Requirement, _ context: RuleContext) -> Bool {
        guard let declared = context.project.types[typeName] else { return true }
        let selfAssigned = context.project.assignedNames[typeName] ?? []
        let module = context.project.module(of: typeName)
        return declared.storedProperties.contains { property in
            guard !selfAssigned.contains(property.name) else { return false }
            if requirement.keywords.contains(property.name.lowercased()) { return true }
            guard let held = property.typeName, context.names(held, role: requirement.target) else { return false }
            let heldModule = context.project.resolver.contractRole(ofProtocol: held)?.module ?? context.project.module(of: held)
            return heldModule.isEmpty
                || !context.project.moduleNames.contains {
                    ProjectFacts.areRelated($0, heldModule) && !ProjectFacts.areRelated($0, module)
                }
        }
    }

    /// Whether the target is given the owner and sets the owner's back-reference to itself:
    /// `AppsPresenter(interactor: interactor)` whose init says `self.interactor.delegate = self`,
    /// or `presenter.interactor = interactor` where that property's `didSet` says
    /// `interactor?.presenter = self`; the target's property holds an Interactor (not a player or
    /// a tracker).
    private func wiresItself(
        _ target: ConstructionFact, _ owner: ConstructionFact, for requirement: Requirement, _ context: RuleContext,
        in assembly: AssemblyFact
    ) -> Bool {
        guard let members = context.project.membersSetToSelf[target.typeName],
            let stored = context.project.types[target.typeName]?.storedProperties
        else { return false }
        return members.contains { path in
            let parts = path.split(separator: ".").map(String.init)
            guard parts.count == 2, requirement.keywords.contains(parts[1].lowercased()),
                let held = stored.first(where: { $0.name == parts[0] })?.typeName,
                context.names(held, role: requirement.owner)
            else { return false }
            return target.arguments.contains(owner.variable)
                || assembly.wirings.contains { wiring in
                    wiring.base == target.variable && wiring.member == parts[0] && wiring.arguments.contains(owner.variable)
                }
        }
    }

    private func isWired(
        _ owner: ConstructionFact, to target: ConstructionFact, keywords: Set<String>,
        in assembly: AssemblyFact
    ) -> Bool {
        let matches = { (label: String) in keywords.contains(label.lowercased()) }
        if owner.labels.contains(where: matches) || owner.arguments.contains(target.variable) { return true }
        return assembly.wirings.contains { wiring in
            wiring.base == owner.variable
                && (matches(wiring.member) || wiring.labels.contains(where: matches)
                    || wiring.arguments.contains(target.variable))
        }
    }
}
