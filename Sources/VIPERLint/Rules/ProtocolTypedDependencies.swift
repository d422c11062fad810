/// `protocol-typed-dependencies`: Presenters and Interactors get protocol-typed dependencies
/// injected; they neither reach singletons nor construct services themselves.
struct ProtocolTypedDependencies: Rule {
    private static let dependencySuffixes = [
        "Service", "Repository", "Client", "Manager", "Store", "Provider", "Gateway", "DataSource",
        "Interactor", "Router", "Wireframe", "UseCase", "Coordinator", "API",
    ]

    let description = RuleDescription(
        id: "protocol-typed-dependencies",
        summary: "A Presenter's and an Interactor's dependencies are protocol-typed and injected, not singletons or built inside.",
        rationale: """
            A Presenter or Interactor that reaches `APIClient.shared` or builds its own `NetworkService` \
            cannot be tested with a mock and hides what it depends on. Inject protocols through `init`. Every \
            singleton counts, system ones included (`UserDefaults.standard`, `NotificationCenter.default`, \
            `FileManager.default`, `UIApplication.shared`), and so do static calls into the data layer \
            (`APIManager.auth.login { }`, `GoalService.allGoals()`) and a project type's static instance \
            (`static let social = SocialManager()`). A singleton given as a parameter's default value \
            (`init(network: Networking = NetworkService.shared)`) is injection and passes; enum cases \
            (`AnalyticsPeriod.default`), constants and `Locale.current`-style values are not singletons.
            """,
        nonTriggeringExamples: [
            RuleExample(
                """
                final class AccountsDataManager: NSObject {}
                extension AccountsDataManager: UICollectionViewDataSource {}
                final class AccountsPresenter {
                    private let accountsDataManager: AccountsDataManager
                    init() { accountsDataManager = AccountsDataManager() }
                }
                """),
            RuleExample(
                """
                protocol AuthServicing { func login() }
                final class LoginInteractor {
                    private let service: AuthServicing
                    init(service: AuthServicing = AuthService()) { self.service = service }
                    func makeUser() -> User { User(name: "Ann") }
                }
                """),
            RuleExample(
                """
                struct LoginAPIClient { var login: (String, String) async throws -> User }
                final class LoginInteractor {
                    private let client: LoginAPIClient
                    init(client: LoginAPIClient) { self.client = client }
                }
                """),
            RuleExample(
                """
                final class LoginPresenter {
                    weak var view: LoginView?
                    let interactor: LoginUseCase
                    let formatter = DateFormatter()
                    init(interactor: LoginUseCase) { self.interactor = interactor }
                }
                """),
            RuleExample(
                """
                enum AnalyticsPeriod { case week, month; static let `default` = AnalyticsPeriod.week }
                final class OrdersInteractor {
                    private let network: Networking
                    private var period = AnalyticsPeriod.default
                    private let locale = Locale.current
                    init(network: Networking = NetworkService.shared, defaults: UserDefaults = .standard) {
                        self.network = network
                    }
                }
                """),
            RuleExample(
                """
                final class PricesPresenter {
                    func bind(_ prices: Observable<[Double]>) {
                        prices.observe(on: MainScheduler.instance).subscribe(onNext: { [weak self] in self?.show($0) })
                    }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample(
                """
                final class LoginInteractor {
                    func login() { ↓APIClient.shared.post("/login") }
                }
                """),
            RuleExample(
                """
                final class LoginPresenter {
                    let auth = ↓AuthService()
                }
                """),
            RuleExample(
                """
                final class HomeInteractor {}
                final class HomePresenter {
                    let ↓interactor: HomeInteractor
                    init(interactor: HomeInteractor) { self.interactor = interactor }
                }
                """),
            RuleExample(
                """
                final class APIManager { static let auth = AuthManager() }
                final class AuthManager {}
                final class SettingsPresenter {
                    func didToggle(_ isOn: Bool) {
                        ↓UserDefaults.standard.set(isOn, forKey: "notifications")
                        ↓NotificationCenter.default.post(name: .settingsChanged, object: nil)
                        ↓APIManager.auth.refresh { [weak self] in self?.reload() }
                        ↓GoalService.allGoals()
                    }
                }
                """),
            RuleExample(
                """
                let database = Firestore.firestore()
                final class FeedInteractor {
                    private let keychain = ↓KeychainWrapper()
                    func load() { ↓database.collection("posts").getDocuments { [weak self] _, _ in self?.finish() } }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.types(in: [.presenter, .interactor]).filter { !context.isCompositionRoot($0.type, role: $0.role) }.flatMap { type, role in
            var findings = type.staticAccesses.compactMap { access -> Finding? in
                guard access.typeName != type.name else { return nil }
                let project = context.project
                if DependencyNames.isSingleton(access, project: project) {
                    return Finding(
                        position: access.position,
                        message: "\(type.name) reaches the singleton \(access.text); inject a protocol-typed "
                            + "dependency through init so tests can pass a mock",
                        typeName: type.name)
                }
                guard DependencyNames.isStaticDataAccess(access, project: project) else { return nil }
                return Finding(
                    position: access.position,
                    message: "\(type.name) calls the data layer statically through \(access.text); inject a "
                        + "protocol-typed dependency through init so tests can pass a mock",
                    typeName: type.name)
            }
            findings += type.reachedNames.compactMap { use -> Finding? in
                guard let held = DependencyNames.dataLayerGlobal(use, in: type, project: context.project) else { return nil }
                return Finding(
                    position: use.position,
                    message: "\(type.name) reaches the global '\(use.name)' (a \(held)), a singleton in all but "
                        + "name; inject a protocol-typed dependency through init so tests can pass a mock",
                    typeName: type.name)
            }
            // A type that adopts UIKit's delegates or data sources (`AccountsDataManager:
            // UICollectionViewDataSource`) serves a screen, whatever its name says: no dependency.
            let viewSide = context.project.viewSideTypes
            findings += type.constructions.compactMap { construction -> Finding? in
                guard isDependency(construction.name) || DependencyNames.isDataLayer(construction.name),
                    !viewSide.contains(construction.name)
                else { return nil }
                return Finding(
                    position: construction.position,
                    message: "\(type.name) constructs its own \(construction.name); inject it through init "
                        + "as a protocol so the \(role) can be tested in isolation",
                    typeName: type.name)
            }
            findings += type.properties.compactMap { property -> Finding? in
                guard !property.isStatic, !property.isComputed, !property.typeIsGeneric, let typeName = property.typeName,
                    isDependency(typeName), !viewSide.contains(typeName), let declared = context.project.types[typeName],
                    declared.kind == .class || declared.kind == .actor
                else { return nil }
                return Finding(
                    position: property.position,
                    message: "\(type.name) depends on the concrete \(declared.kind) \(typeName); type "
                        + "'\(property.name)' as a protocol the \(typeName) conforms to",
                    typeName: type.name)
            }
            return findings.onePerLine()
        }
    }

    /// Whether a type name is a dependency to inject; type erasers (`AnySingleValueProvider`)
    /// are the injectable abstraction itself.
    private func isDependency(_ name: String) -> Bool {
        if name.hasPrefix("Any"), name.dropFirst(3).first?.isUppercase == true { return false }
        return Self.dependencySuffixes.contains { name.hasSuffix($0) }
    }
}
