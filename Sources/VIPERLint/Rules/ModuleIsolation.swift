/// `module-isolation`: modules meet only through Routers, Builders and contract protocols.
struct ModuleIsolation: Rule {
    private static let concreteRoles: Set<Role> = [.presenter, .interactor, .view]
    let description = RuleDescription(
        id: "module-isolation",
        summary: "A module refers to another module only through its Router, Builder or contract protocols.",
        rationale: """
            A module that names another module's concrete Presenter, Interactor or View couples the two \
            screens' internals: neither can change its implementation or be tested alone. Build the other \
            module through its Builder or Router and talk to it through its protocols. Constructing another \
            screen (`ShareViewController()`), casting to it (`vc is ProfileController`, `as! HomeViewController`) \
            or storing it all count; any class descending from a UIKit or AppKit view controller is a screen \
            whatever its name. Places where modules are supposed to meet are not checked: Builders, \
            Assemblies, Configurators, Factories, Modules and DI Containers (`AssemblyBuilder`, \
            `ModuleFactory`, `AppContainer`), Coordinators, app-level Routers with no screen of their own, \
            screens with no Presenter or Interactor of their own (a tab bar controller, a container of \
            other modules' screens, a SwiftUI root view holding each tab's Presenter), free \
            `createXModule()` functions, and any function that constructs \
            two or more of one module's View, Presenter, Interactor and Router, for that module's types \
            (another module's Presenter handed to it is still reported). A module is a Presenter or Interactor with at \
            least one other part: a formatter called `InputPresenter` on its own, a widget with a \
            factory, a popup or alert controller with no Presenter or Interactor of its own, or a cell, \
            header or footer with a Presenter of its own (`OffersCellPresenter`) is a reusable \
            component, not a module, and is not reported. Base classes a type inherits from, \
            shared views such as `LoadingView`, a type nested in another module's Presenter named through it \
            (`RobotsPresenter.RobotModel`), modules whose names extend one another (`Login` and \
            `LoginHeader`, `Major` and `AddMajor`), and a screen with no Presenter or Interactor of its own \
            holding a shared generic Presenter (`MoviePresenter<String, Movie, …>`) are not reported either.
            """,
        nonTriggeringExamples: [
            RuleExample(
                """
                final class ListPresenter<Request, Item> { weak var view: ListViewInput? }
                final class ListViewController: UIViewController { let presenter: ListPresenter<String, Song> }
                final class SearchViewController: UIViewController {
                    private let presenter: ListPresenter<String, Song>
                    init(presenter: ListPresenter<String, Song>) {
                        self.presenter = presenter
                        super.init(nibName: nil, bundle: nil)
                    }
                }
                """),
            RuleExample(
                """
                final class HomePresenter {}
                enum HomeBuilder { static func build() -> UIViewController { HomeViewController() } }
                final class LoginRouter {
                    weak var viewController: UIViewController?
                    func showHome() { viewController?.show(HomeBuilder.build(), sender: nil) }
                }
                """),
            RuleExample(
                """
                class BasePresenter {}
                class BaseViewController: UIViewController {}
                final class LoginPresenter: BasePresenter {}
                final class LoginViewController: BaseViewController {}
                """),
            RuleExample(
                """
                final class InputPresenter { weak var output: InputView? }
                final class RecurrencySection: UIView {}
                enum RecurrencySectionFactory { static func make() -> RecurrencySection { RecurrencySection() } }
                final class CardPresenter {
                    weak var view: CardViewInput?
                    let cvc = InputPresenter()
                    func section() -> RecurrencySection { RecurrencySectionFactory.make() }
                }
                """),
            RuleExample(
                """
                final class LoadingView: UIView {}
                final class LoginPresenter {}
                final class LoginViewController: UIViewController {
                    let spinner = LoadingView()
                    let header = LoginHeaderView()
                }
                final class LoginHeaderView: UIView {}
                """),
            RuleExample(
                """
                final class MainViewController: UIViewController { var presenter: MainPresenter? }
                final class MainPresenter { init(view: MainViewController) {} }
                final class DetailViewController: UIViewController { var presenter: DetailPresenter? }
                final class DetailPresenter { init(view: DetailViewController) {} }
                final class AssemblyBuilder {
                    func createMainModule() -> UIViewController {
                        let view = MainViewController()
                        view.presenter = MainPresenter(view: view)
                        return view
                    }
                    func createDetailModule() -> UIViewController {
                        let view = DetailViewController()
                        view.presenter = DetailPresenter(view: view)
                        return view
                    }
                }
                """),
            RuleExample(
                """
                final class OnboardingViewController: UIViewController { var presenter: OnboardingPresenter? }
                final class OnboardingPresenter { weak var view: OnboardingViewController? }
                final class SplashPresenter {}
                final class SplashRouter {
                    weak var viewController: UIViewController?
                    func showOnboarding() {
                        let view = OnboardingViewController()
                        let presenter = OnboardingPresenter()
                        view.presenter = presenter
                        presenter.view = view
                        viewController?.present(view, animated: true)
                    }
                }
                """),
            RuleExample(
                """
                final class ConfirmPopupViewController: UIViewController {}
                final class ConfirmPopupRouter {}
                final class CartPresenter {}
                final class CartViewController: UIViewController {
                    var presenter: CartPresenter?
                    func confirm() { present(ConfirmPopupViewController(), animated: true) }
                }
                """),
            RuleExample(
                """
                final class OffersCellPresenter {}
                enum OffersCellBuilder { static func build() -> OffersCell { OffersCell() } }
                final class OffersCell: UICollectionViewCell {}
                final class RestaurantPresenter {}
                final class RestaurantViewController: UIViewController {
                    var presenter: RestaurantPresenter?
                    func cell() -> OffersCell {
                        let cellPresenter = OffersCellPresenter()
                        return OffersCellBuilder.build()
                    }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample(
                """
                final class ListPresenter<Request, Item> { weak var view: ListViewInput? }
                final class ListViewController: UIViewController { let presenter: ListPresenter<String, Song> }
                final class SearchPresenter { weak var view: SearchViewController? }
                final class SearchViewController: UIViewController {
                    var presenter: SearchPresenter?
                    var results: ↓ListPresenter<String, Song>?
                }
                """),
            RuleExample(
                """
                final class HomePresenter {}
                final class HomeViewController: UIViewController {}
                final class LoginPresenter {
                    func finish(home: ↓HomePresenter) {}
                }
                """),
            RuleExample(
                """
                final class ProfileInteractor {}
                final class ProfileViewController: UIViewController {}
                final class SettingsPresenter {}
                final class SettingsRouter {
                    func openProfile() -> UIViewController { ↓ProfileViewController() }
                }
                """),
            RuleExample(
                """
                final class ShareViewController: UIViewController {}
                final class ShareInteractor {}
                class BaseController: UIViewController {}
                final class ProfileController: BaseController {}
                final class ProfilePresenter {}
                final class PostViewController: UIViewController {
                    var presenter: PostPresenterProtocol?
                    func share() {
                        let next = ↓ShareViewController()
                        present(next, animated: true)
                    }
                    func isShowingProfile(_ vc: UIViewController) -> Bool { vc is ↓ProfileController }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let project = context.project
        let folder = project.moduleFolder(of: context.file.path)
        let assemblies = assembledModules(context)
        return context.typeRoles.flatMap { type, role -> [Finding] in
            guard type.kind != .protocol, let role,
                !context.isCompositionRoot(type, role: role)
            else { return [] }
            let module = project.module(of: type.name)
            guard !module.isEmpty else { return [] }
            return type.references.compactMap { reference -> Finding? in
                guard reference.name != type.name, !type.inherited.contains(reference.name),
                    let other = project.types[reference.name],
                    let otherRole = other.role, Self.concreteRoles.contains(otherRole), !other.module.isEmpty,
                    !ProjectFacts.areRelated(module, other.module), project.moduleNames.contains(other.module),
                    !assemblies.contains(where: { assembly in
                        assembly.lines.contains(reference.position.line)
                            && assembly.modules.contains { ProjectFacts.areRelated($0, other.module) }
                    })
                else { return nil }
                if role == .view, otherRole == .presenter, borrowsSharedPresenter(type, reference, module, project) {
                    return nil
                }
                let otherFolder = project.moduleFolder(of: other.path)
                if folder.isRoleLayout && otherFolder.isRoleLayout && folder.folder == otherFolder.folder { return nil }
                if otherRole == .view, !project.viewControllers.isScreen(reference.name),
                    project.moduleFolders[other.module]?.contains(otherFolder.folder) != true
                {
                    return nil
                }
                return Finding(
                    position: reference.position,
                    message: "\(type.name) refers to \(reference.name), the concrete \(otherRole) of module \(other.module); "
                        + "reach \(other.module) through its Builder, Router or contract protocols",
                    typeName: type.name)
            }
        }
    }

    /// Whether a View of a screen with no Presenter or Interactor of its own holds a generic
    /// Presenter (`MoviePresenter<String, Movie, …>`): a shared presenter the screen is
    /// configured with, not another module's internals.
    private func borrowsSharedPresenter(
        _ type: TypeFact, _ reference: ReferenceFact, _ module: String, _ project: ProjectFacts
    ) -> Bool {
        !project.moduleNames.contains { ProjectFacts.areRelated($0, module) }
            && type.references.contains { $0.typeArgumentOf?.position == reference.position }
    }

    /// Functions of this file that assemble another module, with the modules they build: a
    /// function that constructs two or more of a module's View, Presenter, Interactor and Router
    /// is where that module's concrete types are supposed to meet.
    private func assembledModules(_ context: RuleContext) -> [(lines: ClosedRange<Int>, modules: Set<String>)] {
        context.file.assemblies.compactMap { assembly in
            var roles: [String: Set<Role>] = [:]
            for construction in assembly.constructions {
                let name = construction.typeName
                guard let role = context.project.types[name]?.role ?? context.project.resolver.roleBySuffix(name)?.role,
                    role != .builder, role != .entity
                else { continue }
                roles[context.project.module(of: name), default: []].insert(role)
            }
            let modules = Set(roles.filter { $0.value.count >= 2 }.keys)
            return modules.isEmpty ? nil : (assembly.startLine...max(assembly.startLine, assembly.endLine), modules)
        }
    }
}
