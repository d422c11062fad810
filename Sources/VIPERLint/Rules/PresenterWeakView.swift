/// `presenter-weak-view`: a Presenter holds its View weakly, through a class-bound protocol.
struct PresenterWeakView: Rule {
    let description = RuleDescription(
        id: "presenter-weak-view",
        summary: "A Presenter holds its View, and any view controller, weakly (or unowned); the View protocol is class-bound.",
        rationale: """
            The View owns its Presenter. If the Presenter holds the View strongly, the two keep each other \
            alive and the screen never deallocates, whatever the property is called: `view`, `vc`, \
            `navigationController`, or a property typed as the View protocol, the module's view class, or any \
            UIKit or AppKit view controller (and the project's subclasses of one). `weak` needs a class-bound \
            protocol (`: AnyObject`). Framework views that are not controllers (`UITableView`, `UIImage`) and \
            values the Presenter creates itself are not back-references.
            """,
        nonTriggeringExamples: [
            RuleExample(
                """
                protocol LoginView: AnyObject { func render() }
                final class LoginPresenter { weak var view: LoginView? }
                """),
            RuleExample(
                """
                protocol LoginViewInput: AnyObject {}
                final class LoginPresenter {
                    unowned let view: LoginViewInput
                    init(view: LoginViewInput) { self.view = view }
                }
                """),
            RuleExample(
                """
                final class LoginPresenter {
                    weak var view: LoginViewProtocol?
                    var viewModel: LoginViewModel
                    var viewTitle: String { "Login" }
                    static var defaultView: LoginViewProtocol?
                }
                """),
            RuleExample(
                """
                struct LoginPresenterState { var view: LoginView }
                """),
            RuleExample(
                """
                protocol LoginView: StateRendering where State == LoginViewState {}
                final class LoginPresenter { weak var view: LoginView? }
                """),
            RuleExample(
                """
                final class GalleryPresenter {
                    weak var view: GalleryViewInput?
                    weak var tableView: UITableView?
                    private let placeholder: UIImage?
                    var viewState: GalleryViewState = .idle
                    init(placeholder: UIImage?) { self.placeholder = placeholder }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample(
                """
                final class LoginPresenter { var ↓view: LoginView? }
                """),
            RuleExample(
                """
                final class LoginPresenter { private var ↓userInterface: (any LoginViewInput)? }
                """),
            RuleExample(
                """
                protocol LoginView { func render() }
                final class LoginPresenter { weak var ↓view: LoginView? }
                """),
            RuleExample(
                """
                protocol Rendering: Sendable {}
                protocol LoginView: Rendering {}
                final class LoginPresenter { weak var ↓view: LoginView? }
                """),
            RuleExample(
                """
                final class HomePresenter {
                    let ↓display: HomeViewController
                    init(display: HomeViewController) { self.display = display }
                }
                """),
            RuleExample(
                """
                final class SettingsTableViewController: UITableViewController {}
                final class SettingsPresenter {
                    var ↓vc: SettingsTableViewController?
                    var ↓navigationController: UINavigationController?
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.types(in: [.presenter]).filter { context.isReferenceType($0.type) }.flatMap { type, _ in
            type.properties.compactMap { property -> Finding? in
                guard let typeName = property.typeName else { return nil }
                if context.isStrongViewReference(property) {
                    return Finding(
                        position: property.position,
                        message: "\(type.name) holds its View '\(property.name)' strongly; declare it "
                            + "`weak var \(property.name): \(typeName)?` so View and Presenter do not keep each other alive",
                        typeName: type.name)
                }
                guard property.ownership != .strong, !property.isStatic, !property.isComputed,
                    context.namesView(typeName), context.project.isClassBound(protocol: typeName) == false
                else { return nil }
                return Finding(
                    position: property.position,
                    message: "\(type.name) holds '\(property.name)' weakly but \(typeName) is not class-bound; "
                        + "declare `protocol \(typeName): AnyObject`",
                    typeName: type.name)
            }
        }
    }
}
