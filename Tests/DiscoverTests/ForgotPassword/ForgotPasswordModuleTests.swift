import Testing
import TerminalUI
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Forgot password module")
struct ForgotPasswordModuleTests {
    func makeApp() -> TestAppContext {
        let stack = ScreenStack(root: AppRoute.login)
        try? stack.push(.forgotPassword)
        return TestAppContext(signedIn: false, stack: stack)
    }

    @Test("the built module deallocates once it is detached")
    func deallocatesAfterDetach() async {
        let app = makeApp()
        let report = await expectModuleDeallocates {
            let module = ForgotPasswordRouter.build(context: app.context)
            module.screen.attach()
            return module.tracking
        }
        #expect(report.isClean)
    }

    @Test("a scripted request shows the confirmation; back pops to Login")
    func scriptedRequestAndBack() async throws {
        let app = makeApp()
        let module = ForgotPasswordRouter.build(context: app.context)
        module.screen.attach()
        try module.screen.perform(ScriptCommand(line: "send ada@example.com")!)
        await module.screen.settle()
        var canvas = Canvas(size: .standard)
        module.screen.draw(in: &canvas, rows: 1..<23)
        #expect(canvas.plainText.contains("If an account exists for ada@example.com, a reset link is on its way."))
        expectRecorded(app.passwordReset.emails, ["ada@example.com"])
        try module.screen.perform(ScriptCommand(line: "back")!)
        #expect(app.navigator.stack?.state.stack == [.login])
    }

    @Test("typing and Enter send the typed email; Escape goes back")
    func keys() async {
        let app = makeApp()
        let module = ForgotPasswordRouter.build(context: app.context)
        for character in "x@y.z" { _ = module.screen.handle(.character(character)) }
        #expect(module.screen.handle(.enter))
        await module.screen.settle()
        expectRecorded(app.passwordReset.emails, ["x@y.z"])
        #expect(module.screen.handle(.escape))
        expectRecorded(app.navigator.commands, [.pop])
    }
}
