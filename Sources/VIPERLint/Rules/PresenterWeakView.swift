/// `presenter-weak-view`: a Presenter holds its View weakly, through a class-bound protocol.
struct PresenterWeakView: Rule {
    let description = RuleDescription(
        id: "presenter-weak-view",
        summary: "A Presenter's reference to its View is weak (or unowned) and the View protocol is class-bound.",
        rationale: """
            The View owns its Presenter. If the Presenter holds the View strongly, the two keep each other \
            alive and the screen never deallocates. `weak` needs a class-bound protocol (`: AnyObject`).
            """,
        nonTriggeringExamples: [
            RuleExample("""
                protocol LoginView: AnyObject { func render() }
                final class LoginPresenter { weak var view: LoginView? }
                """),
            RuleExample("""
                protocol LoginViewInput: AnyObject {}
                final class LoginPresenter {
                    unowned let view: LoginViewInput
                    init(view: LoginViewInput) { self.view = view }
                }
                """),
            RuleExample("""
                final class LoginPresenter {
                    weak var view: LoginViewProtocol?
                    var viewModel: LoginViewModel
                    var viewTitle: String { "Login" }
                    static var defaultView: LoginViewProtocol?
                }
                """),
            RuleExample("""
                struct LoginPresenterState { var view: LoginView }
                """),
            RuleExample("""
                protocol LoginView: StateRendering where State == LoginViewState {}
                final class LoginPresenter { weak var view: LoginView? }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                final class LoginPresenter { var ↓view: LoginView? }
                """),
            RuleExample("""
                final class LoginPresenter { private var ↓userInterface: (any LoginViewInput)? }
                """),
            RuleExample("""
                protocol LoginView { func render() }
                final class LoginPresenter { weak var ↓view: LoginView? }
                """),
            RuleExample("""
                protocol Rendering: Sendable {}
                protocol LoginView: Rendering {}
                final class LoginPresenter { weak var ↓view: LoginView? }
                """),
            RuleExample("""
                final class HomePresenter {
                    let ↓display: HomeViewController
                    init(display: HomeViewController) { self.display = display }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.types(in: [.presenter]).filter { context.isReferenceType($0.type) }.flatMap { type, _ in
            type.properties.compactMap { property -> Finding? in
                guard !property.isStatic, !property.isComputed, !property.typeIsGeneric,
                      let typeName = property.typeName,
                      property.name == "view" || context.namesView(typeName) else { return nil }
                if property.ownership == .strong {
                    return Finding(
                        position: property.position,
                        message: "\(type.name) holds its View '\(property.name)' strongly; declare it "
                            + "`weak var \(property.name): \(typeName)?` so View and Presenter do not keep each other alive",
                        typeName: type.name)
                }
                if context.project.isClassBound(protocol: typeName) == false {
                    return Finding(
                        position: property.position,
                        message: "\(type.name) holds '\(property.name)' weakly but \(typeName) is not class-bound; "
                            + "declare `protocol \(typeName): AnyObject`",
                        typeName: type.name)
                }
                return nil
            }
        }
    }
}
