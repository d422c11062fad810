import Testing
import TerminalUI
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Login module")
struct LoginModuleTests {
    @Test("the built module deallocates once it is detached")
    func deallocatesAfterDetach() async {
        let app = TestAppContext(signedIn: false, stack: ScreenStack(root: .login))
        let report = await expectModuleDeallocates {
            let module = LoginRouter.build(context: app.context)
            module.screen.attach()
            return module.tracking
        }
        #expect(report.isClean)
    }

    @Test("a script login goes from the form to Home through the coordinator")
    func scriptedLogin() async throws {
        let app = TestAppContext(signedIn: false, stack: ScreenStack(root: .login))
        let module = LoginRouter.build(context: app.context)
        module.screen.attach()
        try module.screen.perform(ScriptCommand(line: "login ada@example.com secret1")!)
        await module.screen.settle()
        expectRecorded(app.coordinator.events, [.login(.ada)])
    }

    @Test("the form shows the presenter's error under the fields, password masked")
    func drawsErrorAndMask() throws {
        let app = TestAppContext(signedIn: false, stack: ScreenStack(root: .login))
        let module = LoginRouter.build(context: app.context)
        try module.screen.perform(ScriptCommand(line: "email ada")!)
        try module.screen.perform(ScriptCommand(line: "password secret1")!)
        try module.screen.perform(ScriptCommand(line: "login")!)
        var canvas = Canvas(size: .standard)
        module.screen.draw(in: &canvas, rows: 1..<23)
        #expect(canvas.plainText.contains("Email or password is incorrect."))
        #expect(canvas.plainText.contains("•••••••"))
        #expect(!canvas.plainText.contains("secret1"))
    }

    @Test("unknown script verbs list what the screen understands")
    func unknownVerb() {
        let app = TestAppContext(signedIn: false, stack: ScreenStack(root: .login))
        let module = LoginRouter.build(context: app.context)
        #expect(throws: ScriptError.unknownCommand("fly", available: module.screen.scriptCommands)) {
            try module.screen.perform(ScriptCommand(line: "fly away")!)
        }
    }
}
