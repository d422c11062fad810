import Testing
import TerminalUI
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Forgot password module")
struct ForgotPasswordModuleTests {
    func makeApp() -> TestApp {
        let stack = ScreenStack(root: AppRoute.login)
        try? stack.push(.forgotPassword)
        return TestApp(signedIn: false, stack: stack)
    }

    @Test("the built module deallocates once it is detached")
    func deallocatesAfterDetach() async throws {
        let app = makeApp()
        let builder = try app.container.resolve(ForgotPasswordBuilder.self)
        let report = await expectModuleDeallocates {
            let module = builder.build()
            module.view.attach()
            return TrackedModule(module)
        }
        #expect(report.isClean)
    }

    @Test("a scripted request shows the confirmation; back pops to Login")
    func scriptedRequestAndBack() async throws {
        let app = makeApp()
        let module = try app.build(ForgotPasswordBuilder.self)
        module.view.attach()
        try module.view.perform(ScriptCommand(line: "send ada@example.com")!)
        await module.settle()
        let canvas = drawStandard(module.view)
        #expect(canvas.plainText.contains("If an account exists for ada@example.com, a reset link is on its way."))
        expectRecorded(app.passwordReset.emails, ["ada@example.com"])
        try module.view.perform(ScriptCommand(line: "back")!)
        #expect(app.navigator.stack?.state.stack == [.login])
    }

    @Test("typing and Enter send the typed email; Escape goes back")
    func keys() async throws {
        let app = makeApp()
        let module = try app.build(ForgotPasswordBuilder.self)
        for character in "x@y.z" { _ = module.view.handle(.character(character)) }
        #expect(module.view.handle(.enter))
        await module.settle()
        expectRecorded(app.passwordReset.emails, ["x@y.z"])
        #expect(module.view.handle(.escape))
        expectRecorded(app.navigator.commands, [.pop])
    }
}
