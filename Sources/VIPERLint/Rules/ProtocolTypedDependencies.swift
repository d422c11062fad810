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
            cannot be tested with a mock and hides what it depends on. Inject protocols through `init`.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                protocol AuthServicing { func login() }
                final class LoginInteractor {
                    private let service: AuthServicing
                    init(service: AuthServicing = AuthService()) { self.service = service }
                    func makeUser() -> User { User(name: "Ann") }
                }
                """),
            RuleExample("""
                struct LoginAPIClient { var login: (String, String) async throws -> User }
                final class LoginInteractor {
                    private let client: LoginAPIClient
                    init(client: LoginAPIClient) { self.client = client }
                }
                """),
            RuleExample("""
                final class LoginPresenter {
                    weak var view: LoginView?
                    let interactor: LoginUseCase
                    let formatter = DateFormatter()
                    init(interactor: LoginUseCase) { self.interactor = interactor }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                final class LoginInteractor {
                    func login() { ↓APIClient.shared.post("/login") }
                }
                """),
            RuleExample("""
                final class LoginPresenter {
                    let auth = ↓AuthService()
                }
                """),
            RuleExample("""
                final class HomeInteractor {}
                final class HomePresenter {
                    let ↓interactor: HomeInteractor
                    init(interactor: HomeInteractor) { self.interactor = interactor }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.types(in: [.presenter, .interactor]).flatMap { type, role in
            var findings = type.singletonAccesses.map {
                Finding(position: $0.position,
                        message: "\(type.name) reaches the singleton \($0.name); inject a protocol-typed dependency "
                            + "through init so tests can pass a mock",
                        typeName: type.name)
            }
            findings += type.constructions.compactMap { construction -> Finding? in
                guard isDependency(construction.name) else { return nil }
                return Finding(position: construction.position,
                               message: "\(type.name) constructs its own \(construction.name); inject it through init "
                                   + "as a protocol so the \(role) can be tested in isolation",
                               typeName: type.name)
            }
            findings += type.properties.compactMap { property -> Finding? in
                guard !property.isStatic, !property.isComputed, let typeName = property.typeName,
                      isDependency(typeName), let declared = context.project.types[typeName],
                      declared.kind == .class || declared.kind == .actor else { return nil }
                return Finding(position: property.position,
                               message: "\(type.name) depends on the concrete \(declared.kind) \(typeName); type "
                                   + "'\(property.name)' as a protocol the \(typeName) conforms to",
                               typeName: type.name)
            }
            return findings
        }
    }

    private func isDependency(_ name: String) -> Bool {
        Self.dependencySuffixes.contains { name.hasSuffix($0) }
    }
}
