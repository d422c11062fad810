/// `view-talks-to-presenter-only`: a View names no Interactor, Router, repository, service or client.
struct ViewTalksToPresenterOnly: Rule {
    private static let forbiddenSuffixes = [
        "Interactor", "UseCase", "Router", "Routing", "Wireframe", "Repository", "Service", "Servicing",
        "APIClient", "Client",
    ]

    let description = RuleDescription(
        id: "view-talks-to-presenter-only",
        summary: "A View does not name or call Interactor, Router, repository, service or API-client types.",
        rationale: """
            In VIPER the View forwards user intent to its Presenter and renders what it is told. A View that \
            calls a service or a Router skips the Presenter's logic and the tests that cover it.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                final class LoginViewController: UIViewController {
                    var presenter: LoginPresenterProtocol?
                    @objc func loginTapped() { presenter?.didTapLogin(email: "a@b.c", password: "secret") }
                }
                """),
            RuleExample("""
                final class LoginPresenter {
                    let interactor: LoginUseCase
                    let router: LoginRouting
                    init(interactor: LoginUseCase, router: LoginRouting) { self.interactor = interactor; self.router = router }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                final class LoginViewController: UIViewController {
                    let service = ↓AuthService()
                    func tapped() { ↓LoginRouter.showHome() }
                }
                """),
            RuleExample("""
                struct ProfileView: View {
                    let repository: ↓ProfileRepository
                    var body: some View { Text("Profile") }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.types(in: [.view]).flatMap { type, _ in
            type.references.compactMap { reference -> Finding? in
                guard reference.name != type.name,
                      let suffix = Self.forbiddenSuffixes.first(where: { reference.name.hasSuffix($0) }) else { return nil }
                return Finding(
                    position: reference.position,
                    message: "\(type.name) refers to \(reference.name) (a \(suffix)); a View talks only to its Presenter, "
                        + "so forward the intent to the Presenter",
                    typeName: type.name)
            }
        }
    }
}
