import Testing
import VIPERVocabulary

@Suite("Role vocabulary")
struct RoleVocabularyTests {
    let vocabulary = RoleVocabulary.standard

    @Test("a router, wireframe or coordinator is a module's Router")
    func routerSuffixes() {
        #expect(vocabulary.module(ofType: "LoginRouter")! == ("Login", .router))
        #expect(vocabulary.module(ofType: "LoginWireframe")! == ("Login", .router))
        #expect(vocabulary.module(ofType: "OnboardingCoordinator")! == ("Onboarding", .router))
    }

    @Test("a builder, assembly, configurator or factory is a module's Builder")
    func builderSuffixes() {
        #expect(vocabulary.module(ofType: "LoginBuilder")! == ("Login", .builder))
        #expect(vocabulary.module(ofType: "LoginAssembly")! == ("Login", .builder))
        #expect(vocabulary.module(ofType: "LoginConfigurator")! == ("Login", .builder))
        #expect(vocabulary.module(ofType: "LoginFactory")! == ("Login", .builder))
    }

    @Test("the word Module (or Modul) between the name and the suffix is not part of the module's name")
    func moduleWord() {
        #expect(vocabulary.module(ofType: "LoginModuleAssembly")! == ("Login", .builder))
        #expect(vocabulary.module(ofType: "CharactersModulBuilder")! == ("Characters", .builder))
        #expect(vocabulary.module(ofType: "LoginModuleConfigurator")! == ("Login", .builder))
        #expect(vocabulary.module(ofType: "ModuleBuilder") == nil)
        #expect(vocabulary.module(ofType: "ModuleModuleBuilder")! == ("Module", .builder))
    }

    @Test("the longest suffix wins: a view controller is a View, not a Controller of something")
    func longestSuffixWins() {
        #expect(vocabulary.module(ofType: "LoginViewController")! == ("Login", .view))
        #expect(vocabulary.roleBySuffix("LoginViewController")! == (.view, "ViewController"))
    }

    @Test("test doubles, bare suffixes and lower-case prefixes name no module")
    func notModules() {
        #expect(vocabulary.module(ofType: "LoginRouterSpy") == nil)
        #expect(vocabulary.module(ofType: "MockLoginRouter") == nil)
        #expect(vocabulary.module(ofType: "Router") == nil)
        #expect(vocabulary.module(ofType: "homeRouter") == nil)
        #expect(vocabulary.module(ofType: "NetworkService") == nil)
    }

    @Test("a view model is display data, not an entity")
    func viewModels() {
        #expect(vocabulary.roleBySuffix("LoginViewModel") == nil)
        #expect(vocabulary.roleBySuffix("UserModel")! == (.entity, "Model"))
    }

    @Test("what builds, routes to or shows a module's screen belongs to the module; what builds every module belongs to none")
    func screenFactories() {
        #expect(vocabulary.module(ofType: "LoginViewFactory")! == ("Login", .builder))
        #expect(vocabulary.module(ofType: "LoginModuleInitializer")! == ("Login", .builder))
        #expect(vocabulary.module(ofType: "LoginScreenRouter")! == ("Login", .router))
        #expect(vocabulary.module(ofType: "LoginViewPresenter")! == ("Login", .presenter))
        #expect(vocabulary.module(ofType: "LoginViewControllerBuilder")! == ("Login", .builder))
        #expect(vocabulary.module(ofType: "ViewFactory") == nil)
        #expect(vocabulary.module(ofType: "AssemblyBuilder") == nil)
        #expect(vocabulary.module(ofType: "LoginCoordinatorAssembly")! == ("Login", .builder))
        #expect(vocabulary.module(ofType: "CardView")! == ("Card", .view))
        #expect(vocabulary.module(ofType: "LoginViewViewController")! == ("Login", .view))
        #expect(vocabulary.module(ofType: "LoginScreenViewController")! == ("Login", .view))
        #expect(vocabulary.module(ofType: "OverviewViewController")! == ("Overview", .view))
        #expect(vocabulary.module(ofType: "ModulesFactory") == nil)
        #expect(vocabulary.module(ofType: "ScreensFactory") == nil)
    }

    @Test(
        "a SwiftUI screen is a View, a separator before the role word is no part of the name, and a view model's builder builds no module")
    func namesApart() {
        #expect(vocabulary.module(ofType: "HomeScreen")! == ("Home", .view))
        #expect(vocabulary.module(ofType: "Home_Presenter")! == ("Home", .presenter))
        #expect(vocabulary.module(ofType: "Login_Module_Builder")! == ("Login", .builder))
        #expect(vocabulary.module(ofType: "SelectableListViewModelBuilder") == nil)
        #expect(vocabulary.module(ofType: "Screen") == nil)
    }

    @Test("test cases and test doubles are test code; a name that only starts like one is not")
    func testCode() {
        for name in ["LoginInteractorTests", "HomeRouterTest", "LoginSpec", "LoginViewSpy", "MockRouter"] {
            #expect(vocabulary.isTestCode(name), "\(name)")
        }
        for name in ["SpecialsPresenter", "TestimonialsInteractor", "ContestRouter", "LoginPresenter"] {
            #expect(!vocabulary.isTestCode(name), "\(name)")
        }
    }

    @Test("a module has a Presenter or an Interactor of its own and another part")
    func makeModule() {
        #expect(Role.makeModule([.presenter, .view]))
        #expect(Role.makeModule([.interactor, .router]))
        #expect(!Role.makeModule([.view, .router]))
        #expect(!Role.makeModule([.view, .builder]))
        #expect(!Role.makeModule([.presenter]))
        #expect(!Role.makeModule([.presenter, .entity]))
    }

    @Test("a contract protocol's name gives its role and module")
    func contracts() {
        #expect(vocabulary.contractRole(ofProtocol: "LoginUseCase")! == (.interactor, "Login"))
        #expect(vocabulary.contractRole(ofProtocol: "LoginViewOutput")! == (.presenter, "Login"))
        #expect(vocabulary.contractRole(ofProtocol: "LoginWireframeProtocol")! == (.router, "Login"))
        #expect(vocabulary.contractRole(ofProtocol: "Reusable") == nil)
    }

    @Test("conformance to a contract gives a role")
    func conformance() {
        #expect(vocabulary.roleByConformance(["UIViewController", "LoginViewInput"]) == .view)
        #expect(vocabulary.roleByConformance(["Equatable"]) == nil)
    }

    @Test("the innermost role folder gives a role; the module folder is above it")
    func folders() {
        #expect(vocabulary.roleByFolder("App/Login/Presenter/LoginPresenter.swift") == .presenter)
        #expect(vocabulary.roleByFolder("App/Login/LoginPresenter.swift") == nil)
        #expect(vocabulary.moduleFolder(of: "App/Login/Router/LoginRouter.swift") == ("App/Login", true))
        #expect(vocabulary.moduleFolder(of: "App/Login/LoginRouter.swift") == ("App/Login", false))
    }

    @Test("configured suffixes replace the built-in ones of that role only")
    func configuredSuffixes() {
        var patterns = RolePatterns.defaults
        patterns[.router]?.suffixes = ["Flow"]
        let custom = RoleVocabulary(patterns)
        #expect(custom.module(ofType: "CheckoutFlow")! == ("Checkout", .router))
        #expect(custom.module(ofType: "CheckoutRouter") == nil)
        #expect(custom.module(ofType: "CheckoutPresenter")! == ("Checkout", .presenter))
    }
}
