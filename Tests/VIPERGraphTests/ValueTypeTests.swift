import Testing
import VIPERGraph

/// The type of a value read from where it comes from: what a method declares it returns, and a
/// global constant's declaration.
@Suite("Value types")
struct ValueTypeTests {
    /// Two modules whose assemblies an app-wide factory hands out behind protocols, and whose
    /// routers inherit the factory from a base class.
    private let factoryApp = [
        (
            "App/Common/AssemblyFactory.swift",
            """
            protocol AssemblyFactory: AnyObject {
                func loginAssembly() -> LoginAssembly
                func registerAssembly() -> RegisterAssembly
            }
            final class AssemblyFactoryImpl: AssemblyFactory {
                func loginAssembly() -> LoginAssembly { LoginAssemblyImpl(assemblyFactory: self) }
                func registerAssembly() -> RegisterAssembly { RegisterAssemblyImpl(assemblyFactory: self) }
            }
            class BaseRouter {
                let assemblyFactory: AssemblyFactory
                weak var viewController: UIViewController?
            }
            """
        ),
        ("App/Login/LoginAssembly.swift", "protocol LoginAssembly: AnyObject { func module() -> UIViewController }"),
        ("App/Login/LoginPresenter.swift", "final class LoginPresenter { let router: LoginRouter }"),
        ("App/Login/LoginViewController.swift", "final class LoginViewController: UIViewController {}"),
        ("App/Register/RegisterAssembly.swift", "protocol RegisterAssembly: AnyObject { func module() -> UIViewController }"),
        ("App/Register/RegisterPresenter.swift", "final class RegisterPresenter {}"),
        ("App/Register/RegisterViewController.swift", "final class RegisterViewController: UIViewController {}"),
    ]

    @Test("a module's assembly handed out by an app-wide factory's method is that module's, read from the method's return type")
    func assemblyFromFactoryMethod() {
        let router = """
            final class LoginRouterImpl: BaseRouter, LoginRouter {
                func showRegister() {
                    let assembly = assemblyFactory.registerAssembly()
                    let screen = assembly.module()
                    viewController?.navigationController?.pushViewController(screen, animated: true)
                }
            }
            """
        let graph = graph(factoryApp + [("App/Login/LoginRouterImpl.swift", router)])
        #expect(graph.edges.contains(ModuleEdge(from: "Login", to: "Register", kind: .push, route: nil)))
        #expect(graph.findings.map(\.subject) == ["Login"])
    }

    @Test("a protocol extension constrained to a base router reads its members; one nothing adopts builds nothing")
    func constrainedProtocolExtension() {
        let showable = """
            protocol RouterRegisterShowable: AnyObject {}
            extension RouterRegisterShowable where Self: BaseRouter {
                func showRegister() {
                    let assembly = assemblyFactory.registerAssembly()
                    viewController?.present(assembly.module(), animated: true)
                }
            }
            """
        let adopted = graph(
            factoryApp + [
                ("App/Common/RouterRegisterShowable.swift", showable),
                ("App/Login/LoginRouterImpl.swift", "final class LoginRouterImpl: BaseRouter, LoginRouter, RouterRegisterShowable {}"),
                ("App/Login/LoginRouter.swift", "protocol LoginRouter: RouterRegisterShowable {}"),
                ("App/Login/LoginPresenter+Actions.swift", "extension LoginPresenter { func didTapRegister() { router.showRegister() } }"),
            ])
        #expect(adopted.edges.contains(ModuleEdge(from: "Login", to: "Register", kind: .present, route: nil)))
        let unadopted = graph(
            factoryApp + [
                ("App/Common/RouterRegisterShowable.swift", showable),
                ("App/Login/LoginRouterImpl.swift", "final class LoginRouterImpl: BaseRouter, LoginRouter {}"),
            ])
        #expect(unadopted.edges.isEmpty)
        #expect(unadopted.findings.map(\.subject).sorted() == ["Login", "Register"])
    }

    @Test("what a generic method returns says nothing about the module")
    func genericReturn() {
        let router = """
            extension AssemblyFactory { func any<T>(_ type: T.Type) -> T { fatalError() } }
            final class LoginRouterImpl: BaseRouter, LoginRouter {
                func showRegister() {
                    let assembly = assemblyFactory.any(RegisterAssembly.self)
                    viewController?.present(assembly.module(), animated: true)
                }
            }
            """
        #expect(!pairs(graph(factoryApp + [("App/Login/LoginRouterImpl.swift", router)])).contains("Login -> Register"))
    }

    @Test("a build verb on a screen just made (makeTransparent) leaves the screen read, whatever the methods return")
    func buildVerbOnMadeScreen() {
        let files =
            module("Home") + module("Auth")
            + [
                (
                    "App/Extensions.swift",
                    """
                    extension UIViewController { func embedded() -> UINavigationController { UINavigationController(rootViewController: self) } }
                    extension UINavigationController { func makeTransparent() -> UINavigationController { self } }
                    """
                ),
                (
                    "App/Scenes/Home/HomeRouter.swift",
                    """
                    final class HomeRouter {
                        func logout() { window?.rootViewController = AuthViewController().embedded().makeTransparent() }
                    }
                    """
                ),
            ]
        #expect(pairs(graph(files)) == ["Home -> Auth"])
    }

    @Test("a screen that calls the app delegate through a global constant shows what that method shows")
    func appDelegateThroughGlobal() {
        let files =
            module("Launch") + module("Home")
            + [
                (
                    "App/AppDelegate.swift",
                    """
                    let DELEGATE = UIApplication.shared.delegate as! AppDelegate
                    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window?.rootViewController = LaunchViewController()
                            return true
                        }
                        func showHome() { window?.rootViewController = HomeViewController() }
                    }
                    """
                ),
                ("App/Scenes/Launch/LaunchRouter.swift", "final class LaunchRouter { func finish() { DELEGATE.showHome() } }"),
            ]
        #expect(pairs(graph(files)) == ["App -> Launch", "Launch -> Home"])
    }
}
