import Testing
import VIPERCLI

@Suite("viper mocks --parents")
struct MocksParentsTests {
    let viper: VIPERToolHarness

    init() throws {
        viper = try VIPERToolHarness()
        try viper.directory.write("protocol Rendering: AnyObject {\n    func render()\n}\n", to: "Runtime/Rendering.swift")
        try viper.directory.write(
            "protocol LoginView: Rendering {\n    func showError(_ message: String)\n}\n", to: "Login/LoginContracts.swift")
    }

    @Test("a protocol in --parents is read for what others inherit, and gets no spy of its own")
    func parentsAreReadNotSpied() {
        let outcome = viper.run("mocks", "Login/LoginContracts.swift", "--parents", "Runtime")
        #expect(outcome.code == .success)
        #expect(outcome.output.contains("final class LoginViewSpy"))
        #expect(outcome.output.contains("renderCalls"))
        #expect(!outcome.output.contains("class RenderingSpy"))
    }

    @Test("the spies import what the contracts import, not what the parents import")
    func parentsLendNoImports() throws {
        try viper.directory.write("#if canImport(Android)\nimport Android\n#endif\nimport Dispatch\n", to: "Runtime/Lock.swift")
        let outcome = viper.run("mocks", "Login/LoginContracts.swift", "--parents", "Runtime")
        #expect(outcome.code == .success)
        #expect(!outcome.output.contains("import Android"))
        #expect(!outcome.output.contains("import Dispatch"))
    }

    @Test("without --parents every protocol read gets a spy")
    func withoutParents() {
        let outcome = viper.run("mocks", "Login/LoginContracts.swift", "Runtime")
        #expect(outcome.output.contains("class RenderingSpy"))
    }

    @Test("paths that declare no protocol besides the parents are a usage error")
    func nothingToSpy() throws {
        try viper.directory.write("struct Login {}\n", to: "Login/LoginModels.swift")
        let outcome = viper.run("mocks", "Login/LoginModels.swift", "--parents", "Runtime")
        #expect(outcome.code == .usage)
        #expect(outcome.error.hasPrefix("Error: Found no protocol in 'Login/LoginModels.swift'."))
    }
}
