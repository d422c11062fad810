import Testing
import VIPERVocabulary

@testable import VIPERGraph

/// How the graph reads a type's name into a module and a role, beyond the shared vocabulary.
@Suite("Module naming")
struct ModuleNamingTests {
    private let naming = ModuleNaming(vocabulary: .standard)

    @Test(
        "a factory of a data-layer type builds no module; a screen named in the plural keeps its builder",
        arguments: [
            ("PinServiceFactory", nil), ("UserRepositoryBuilder", nil), ("NetworkClientFactory", nil), ("LoginAssembly", "Login"),
            ("ServicesAssembly", "Services"), ("PinPresenter", "Pin"),
        ] as [(String, String?)])
    func dataLayerFactories(type: String, module: String?) {
        #expect(naming.module(ofType: type) == module)
    }
}
