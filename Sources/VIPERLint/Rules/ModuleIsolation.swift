/// `module-isolation`: modules meet only through Routers, Builders and contract protocols.
struct ModuleIsolation: Rule {
    private static let concreteRoles: Set<Role> = [.presenter, .interactor, .view]

    let description = RuleDescription(
        id: "module-isolation",
        summary: "A module refers to another module only through its Router, Builder or contract protocols.",
        rationale: """
            A module that names another module's concrete Presenter, Interactor or View couples the two \
            screens' internals: neither can change its implementation or be tested alone. Build the other \
            module through its Builder or Router and talk to it through its protocols.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                final class HomePresenter {}
                enum HomeBuilder { static func build() -> UIViewController { HomeViewController() } }
                final class LoginRouter {
                    weak var viewController: UIViewController?
                    func showHome() { viewController?.show(HomeBuilder.build(), sender: nil) }
                }
                """),
            RuleExample("""
                class BasePresenter {}
                class BaseViewController: UIViewController {}
                final class LoginPresenter: BasePresenter {}
                final class LoginViewController: BaseViewController {}
                """),
            RuleExample("""
                final class LoadingView: UIView {}
                final class LoginPresenter {}
                final class LoginViewController: UIViewController {
                    let spinner = LoadingView()
                    let header = LoginHeaderView()
                }
                final class LoginHeaderView: UIView {}
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                final class HomePresenter {}
                final class LoginPresenter {
                    func finish(home: ↓HomePresenter) {}
                }
                """),
            RuleExample("""
                final class ProfileInteractor {}
                final class ProfileViewController: UIViewController {}
                final class SettingsRouter {
                    func openProfile() -> UIViewController { ↓ProfileViewController() }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let project = context.project
        return context.file.types.flatMap { type -> [Finding] in
            guard type.kind != .protocol, context.role(of: type) != nil else { return [] }
            let module = project.module(of: type.name)
            let folder = project.resolver.moduleFolder(of: context.file.path)
            return type.references.compactMap { reference -> Finding? in
                guard reference.name != type.name, !type.inherited.contains(reference.name),
                      let other = project.types[reference.name],
                      let otherRole = other.role, Self.concreteRoles.contains(otherRole),
                      project.moduleNames.contains(other.module), !module.isEmpty, !other.module.isEmpty,
                      !module.hasPrefix(other.module), !other.module.hasPrefix(module) else { return nil }
                let otherFolder = project.resolver.moduleFolder(of: other.path)
                if folder.isRoleLayout && otherFolder.isRoleLayout && folder.folder == otherFolder.folder { return nil }
                return Finding(
                    position: reference.position,
                    message: "\(type.name) refers to \(reference.name), the concrete \(otherRole) of module \(other.module); "
                        + "reach \(other.module) through its Builder, Router or contract protocols",
                    typeName: type.name)
            }
        }
    }
}
