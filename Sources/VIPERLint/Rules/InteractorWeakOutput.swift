/// `interactor-weak-output`: an Interactor refers back to its Presenter weakly.
struct InteractorWeakOutput: Rule {
    private static let backReferenceNames: Set<String> = ["output", "presenter", "delegate", "listener"]
    /// Last words of types that are handles the Interactor owns, not back-references, even under
    /// one of those names (`var listener: ListenerRegistration?`).
    private static let handleWords: Set<String> = [
        "Registration", "Token", "Handle", "Cancellable", "Disposable", "Subscription", "Bag", "Observation", "Task",
    ]

    let description = RuleDescription(
        id: "interactor-weak-output",
        summary: "An Interactor's references back to its Presenter (its output) and to any view controller are weak.",
        rationale: """
            The Presenter owns the Interactor; the Interactor reports results back through its output. A \
            strong back-reference (`output`, `presenter`, `delegate`, `listener`, a `…InteractorOutput` or the \
            Presenter's class) is a retain cycle that keeps the whole module alive; so is a strong reference \
            to a view controller or View, which an Interactor should not hold at all.
            """,
        nonTriggeringExamples: [
            RuleExample(
                """
                final class LoginInteractor { weak var output: LoginInteractorOutput? }
                """),
            RuleExample(
                """
                final class LoginInteractor {
                    weak var presenter: LoginPresenterProtocol?
                    let service: AuthServicing
                    let results: AsyncStream<Int>
                    init(service: AuthServicing, results: AsyncStream<Int>) { self.service = service; self.results = results }
                }
                """),
            RuleExample(
                """
                struct LoginInteractorOutputBox { var output: LoginInteractorOutput }
                """),
            RuleExample(
                """
                final class ProfileViewController: UIViewController { var interactor: ProfileInteractor? }
                final class ProfileInteractor { var presenter: ProfilePresenter? }
                final class ProfilePresenter { weak var view: ProfileViewController? }
                """),
            RuleExample(
                """
                protocol WelcomeViewControllerOutput { func start() }
                final class WelcomeViewController: UIViewController { var output: WelcomeViewControllerOutput! }
                final class WelcomeInteractor { var output: WelcomeInteractorOutput! }
                extension WelcomeInteractor: WelcomeViewControllerOutput { func start() {} }
                final class WelcomePresenter { unowned let viewController: WelcomeViewController }
                """),
        ],
        triggeringExamples: [
            RuleExample(
                """
                final class LoginInteractor { var ↓output: LoginInteractorOutput? }
                """),
            RuleExample(
                """
                final class SearchInteractor {
                    let ↓presenter: SearchPresenter
                    init(presenter: SearchPresenter) { self.presenter = presenter }
                }
                """),
            RuleExample(
                """
                final class TicketsInteractor {
                    var ↓viewController: UIViewController?
                    var ↓navigationController: UINavigationController?
                }
                """),
        ])

    /// Whether `module` is built the VIP way: its View holds the Interactor (by its name, its
    /// role's type, or a protocol the Interactor adopts: `var output: WelcomeViewControllerOutput!`),
    /// and it has Presenters, none of which holds one. The Interactor then owns the Presenter, so
    /// a strong reference to the Presenter is the only one that keeps it and closes no cycle.
    private static func presentersHoldNoInteractor(module: String, _ context: RuleContext) -> Bool {
        let parts = context.project.types.values.filter { $0.module == module }
        let interactors = context.project.types.compactMap { $0.value.module == module && $0.value.role == .interactor ? $0.key : nil }
        let holdsInteractor = { (part: ProjectFacts.TypeInfo) in
            part.storedProperties.contains { property in
                guard !property.name.lowercased().contains("interactor") else { return true }
                guard let typeName = property.typeName else { return false }
                let base = String(typeName.drop { $0 == "(" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                return context.names(typeName, role: .interactor) || interactors.contains { context.project.adopts($0, base) }
            }
        }
        let presenters = parts.filter { $0.role == .presenter }
        return !presenters.isEmpty && !presenters.contains(where: holdsInteractor)
            && parts.contains { $0.role == .view && holdsInteractor($0) }
    }

    func check(_ context: RuleContext) -> [Finding] {
        context.types(in: [.interactor]).filter { context.isReferenceType($0.type) }.flatMap { type, _ in
            let ownsItsPresenter = Self.presentersHoldNoInteractor(module: context.project.module(of: type.name), context)
            return type.properties.compactMap { property -> Finding? in
                guard !property.isStatic, !property.isComputed, !property.typeIsGeneric, !property.isOwnedInPlace,
                    property.ownership == .strong, let typeName = property.typeName
                else { return nil }
                let isHandle = DependencyNames.camelCaseWords(typeName).last.map { Self.handleWords.contains(String($0)) } ?? false
                if !ownsItsPresenter,
                    Self.backReferenceNames.contains(property.name) && !isHandle || typeName.hasSuffix("InteractorOutput")
                        || context.names(typeName, role: .presenter)
                {
                    return Finding(
                        position: property.position,
                        message: "\(type.name) holds its output '\(property.name)' strongly; declare it "
                            + "`weak var \(property.name): \(typeName)?` to break the Presenter–Interactor cycle",
                        typeName: type.name)
                }
                guard context.namesViewController(typeName) else { return nil }
                return Finding(
                    position: property.position,
                    message: "\(type.name) holds the view controller '\(property.name)' strongly; an Interactor "
                        + "reports to its Presenter, so drop it or declare it `weak var \(property.name): \(typeName)?`",
                    typeName: type.name)
            }
        }
    }
}
