/// `interactor-weak-output`: an Interactor refers back to its Presenter weakly.
struct InteractorWeakOutput: Rule {
    private static let backReferenceNames: Set<String> = ["output", "presenter", "delegate", "listener"]

    let description = RuleDescription(
        id: "interactor-weak-output",
        summary: "An Interactor's reference back to its Presenter (its output) is weak.",
        rationale: """
            The Presenter owns the Interactor; the Interactor reports results back through its output. A \
            strong back-reference is a retain cycle that keeps the whole module alive.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                final class LoginInteractor { weak var output: LoginInteractorOutput? }
                """),
            RuleExample("""
                final class LoginInteractor {
                    weak var presenter: LoginPresenterProtocol?
                    let service: AuthServicing
                    let results: AsyncStream<Int>
                    init(service: AuthServicing, results: AsyncStream<Int>) { self.service = service; self.results = results }
                }
                """),
            RuleExample("""
                struct LoginInteractorOutputBox { var output: LoginInteractorOutput }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                final class LoginInteractor { var ↓output: LoginInteractorOutput? }
                """),
            RuleExample("""
                final class SearchInteractor {
                    let ↓presenter: SearchPresenter
                    init(presenter: SearchPresenter) { self.presenter = presenter }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.types(in: [.interactor]).filter { context.isReferenceType($0.type) }.flatMap { type, _ in
            type.properties.compactMap { property -> Finding? in
                guard !property.isStatic, !property.isComputed, !property.typeIsGeneric,
                      property.ownership == .strong, let typeName = property.typeName,
                      Self.backReferenceNames.contains(property.name) || typeName.hasSuffix("InteractorOutput")
                        || context.names(typeName, role: .presenter) else { return nil }
                return Finding(
                    position: property.position,
                    message: "\(type.name) holds its output '\(property.name)' strongly; declare it "
                        + "`weak var \(property.name): \(typeName)?` to break the Presenter–Interactor cycle",
                    typeName: type.name)
            }
        }
    }
}
