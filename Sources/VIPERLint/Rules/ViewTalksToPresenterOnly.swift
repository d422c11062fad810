import VIPERSyntax

/// `view-talks-to-presenter-only`: a View names no Interactor, Router, repository, service or client.
struct ViewTalksToPresenterOnly: Rule {
    private static let forbiddenSuffixes = [
        "Interactor", "UseCase", "Router", "Routing", "Wireframe", "Repository", "Service", "Servicing",
        "APIClient", "Client",
    ]

    let description = RuleDescription(
        id: "view-talks-to-presenter-only",
        summary: "A View does not name Interactor, Router, service or data-layer types, nor reach data-layer singletons.",
        rationale: """
            In VIPER the View forwards user intent to its Presenter and renders what it is told. A View that \
            calls a service, a manager or a Router skips the Presenter's logic and the tests that cover it. \
            Data-layer types are recognised by their names (network, API, client, service, manager, repository, \
            store, storage, database, cache, keychain, defaults, session, socket, settings…): \
            `NetworkManager.shared.fetch`, `APIClient.account.signIn { }`, `DatabaseManager.shared.wipe()`, \
            `CoreDataStack.shared.context`, `UserDefaults.standard.set(…)`. UI singletons stay allowed \
            (`UIApplication.shared`, `UIDevice.current`, `UIScreen.main`, `NotificationCenter.default`, \
            `Bundle.main`), and so do managers named for the UI (`ThemeManager`, `IQKeyboardManager`, a \
            `LoaderManager` spinner) and enum cases such as `CellStyle.default`. Every UIKit or AppKit view \
            controller counts as a View, whatever its name, but a tab bar controller with no Presenter of its \
            own, which builds the tabs through their Routers or Builders, puts modules together and may name \
            them. A View holding its Presenter under a generic type \
            (`DetailPresenter<DetailInteractor<Repository>>`) names the Presenter's collaborators only as type \
            arguments and is not reported for them; a generic type written over several lines is reported once.
            """,
        nonTriggeringExamples: [
            RuleExample(
                """
                final class LoginViewController: UIViewController {
                    var presenter: LoginPresenterProtocol?
                    @objc func loginTapped() { presenter?.didTapLogin(email: "a@b.c", password: "secret") }
                }
                """),
            RuleExample(
                """
                final class LoginPresenter {
                    let interactor: LoginUseCase
                    let router: LoginRouting
                    init(interactor: LoginUseCase, router: LoginRouting) { self.interactor = interactor; self.router = router }
                }
                """),
            RuleExample(
                """
                final class AboutViewController: UIViewController {
                    var presenter: AboutPresenterProtocol?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String
                        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .refresh, object: nil)
                        IQKeyboardManager.shared.enableAutoToolbar = false
                        ThemeManager.shared.apply(to: view)
                        if UIDevice.current.userInterfaceIdiom == .pad { UIApplication.shared.open(helpURL) }
                    }
                    @objc func refresh() { presenter?.refresh() }
                }
                """),
            RuleExample(
                """
                final class DetailViewController: UIViewController {
                    let presenter: DetailPresenter<
                        DetailInteractor<
                            FavoritesRepository<LocalDataSource>
                        >
                    >
                    init(presenter: DetailPresenter<DetailInteractor<FavoritesRepository<LocalDataSource>>>) {
                        self.presenter = presenter
                        super.init(nibName: nil, bundle: nil)
                    }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample(
                """
                final class LoginViewController: UIViewController {
                    let service = ↓AuthService()
                    func tapped() { ↓LoginRouter.showHome() }
                }
                """),
            RuleExample(
                """
                struct ProfileView: View {
                    let repository: ↓ProfileRepository
                    var body: some View { Text("Profile") }
                }
                """),
            RuleExample(
                """
                final class ChatRoomController: UIViewController {
                    var presenter: ChatRoomPresenterProtocol?
                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        ↓ChatSocketManager.shared.disconnect()
                        ↓UserDefaults.standard.set(nil, forKey: "token")
                    }
                    @objc func signIn() {
                        ↓APIClient.account.signIn(email: "a@b.c") { [weak self] result in self?.presenter?.didSignIn(result) }
                    }
                }
                """),
            RuleExample(
                """
                final class Storage { init(path: String) throws {} }
                let storage = try? Storage(path: "cache")
                final class WalletViewController: UIViewController {
                    func showName() { title = ↓storage?.object(forKey: "wallet.name") }
                    func show(drafts storage: Drafts) { title = storage.title }
                }
                """),
            RuleExample(
                """
                final class FeedViewController: UIViewController {
                    let loader: ↓FeedInteractor<
                        FeedRepository<RemoteDataSource>
                    >
                    init(loader: ↓FeedInteractor<FeedRepository<RemoteDataSource>>) {
                        self.loader = loader
                        super.init(nibName: nil, bundle: nil)
                    }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        // A View names the same types on line after line (`UILabel`, `String`, its Presenter's
        // contract): each name is judged once per file.
        var kinds: [String: String?] = [:]
        return context.types(in: [.view]).flatMap { type, _ in
            // A tab bar controller with no Presenter of its own puts modules together: it may
            // build them through their Routers and Builders.
            let buildsModules = context.project.viewControllers.isContainer(type.name) && context.isCompositionRoot(type, role: .view)
            // One written type is one place, however many lines its generic arguments span.
            var reportedTypes: Set<SourcePosition> = []
            var findings = type.references.compactMap { reference -> Finding? in
                guard reference.name != type.name, !type.inherited.contains(reference.name),
                    !isPresenterTypeArgument(reference, context),
                    !(buildsModules && (context.names(reference.name, role: .router) || context.names(reference.name, role: .builder)))
                else { return nil }
                let judged =
                    kinds[reference.name]
                    ?? {
                        let kind = forbiddenKind(of: reference.name, context)
                        kinds[reference.name] = .some(kind)
                        return kind
                    }()
                guard let kind = judged,
                    reportedTypes.insert(reference.typeArgumentOf?.position ?? reference.position).inserted
                else { return nil }
                return Finding(
                    position: reference.position,
                    message: "\(type.name) refers to \(reference.name) (\(kind)); a View talks only to its Presenter, "
                        + "so forward the intent to the Presenter",
                    typeName: type.name)
            }
            findings += type.staticAccesses.compactMap { access -> Finding? in
                guard reachesDataLayer(access, context) else { return nil }
                return Finding(
                    position: access.position,
                    message: "\(type.name) reaches the data layer through \(access.text); a View talks only to its "
                        + "Presenter, which gets the data from its Interactor",
                    typeName: type.name)
            }
            findings += type.reachedNames.compactMap { use -> Finding? in
                guard let held = DependencyNames.dataLayerGlobal(use, in: type, project: context.project) else { return nil }
                return Finding(
                    position: use.position,
                    message: "\(type.name) reaches the data layer through the global '\(use.name)' (a \(held)); a View "
                        + "talks only to its Presenter, which gets the data from its Interactor",
                    typeName: type.name)
            }
            return findings.onePerLine()
        }
    }

    /// Whether a name is a type argument of a Presenter's type
    /// (`let presenter: DetailPresenter<DetailInteractor<Repository>>`): the View holds its
    /// Presenter, whose type spells out what the Presenter works with; the View does not talk to it.
    private func isPresenterTypeArgument(_ reference: ReferenceFact, _ context: RuleContext) -> Bool {
        guard let owner = reference.typeArgumentOf?.name else { return false }
        return context.names(owner, role: .presenter)
    }

    /// What a referenced type is when a View must not name it: a VIPER role other than its
    /// Presenter, or a data-layer object (a value type named like one, `AppSettings`, is data).
    private func forbiddenKind(of name: String, _ context: RuleContext) -> String? {
        guard !ViewControllerTypes.isFrameworkName(name) else { return nil }
        if let suffix = Self.forbiddenSuffixes.first(where: { name.hasSuffix($0) }) { return "a \(suffix)" }
        let roles = context.roles(namedBy: name)
        if roles.contains(.interactor) { return "an Interactor contract" }
        if roles.contains(.router) { return "a Router contract" }
        guard DependencyNames.isDataLayer(name), !roles.contains(.presenter),
            !context.project.viewSideTypes.contains(name)
        else { return nil }
        if let declared = context.project.types[name], declared.kind == .struct || declared.kind == .enum { return nil }
        return "a data-layer type"
    }

    /// Whether a static access reaches a data-layer singleton or a data-layer type statically.
    /// UI singletons (`UIApplication.shared`, `NotificationCenter.default`, `Bundle.main`) are
    /// the View's own business.
    private func reachesDataLayer(_ access: StaticAccessFact, _ context: RuleContext) -> Bool {
        if DependencyNames.isStaticDataAccess(access, project: context.project) { return true }
        guard DependencyNames.isSingleton(access, project: context.project) else { return false }
        if DependencyNames.isDataLayer(access.typeName) || DependencyNames.isPersistedSettings(access.typeName) { return true }
        let held = context.project.types[access.typeName]?.staticProperties[access.member] ?? nil
        return held.map(DependencyNames.isDataLayer) ?? false
    }
}
