import Foundation
import Testing
import TerminalUI
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Login module")
struct LoginModuleTests {
    @Test("the built module deallocates once it is detached")
    func deallocatesAfterDetach() async throws {
        let app = TestApp(signedIn: false, stack: ScreenStack(root: .login))
        let builder = try app.container.resolve(LoginBuilder.self)
        let report = await expectModuleDeallocates {
            let module = builder.build()
            module.view.attach()
            return TrackedModule(module)
        }
        #expect(report.isClean)
    }

    @Test("a script login goes from the form to Home through the coordinator")
    func scriptedLogin() async throws {
        let app = TestApp(signedIn: false, stack: ScreenStack(root: .login))
        let module = try app.build(LoginBuilder.self)
        module.view.attach()
        try module.view.perform(ScriptCommand(line: "login ada@example.com secret1")!)
        await module.settle()
        expectRecorded(app.coordinator.events, [.login(.ada)])
    }

    @Test("a lockout's minutes left are counted from the app's current time")
    func lockoutCountedFromAppTime() async throws {
        let until = TestApp.now.addingTimeInterval(4 * 60 + 30)
        let app = TestApp(
            signedIn: false, stack: ScreenStack(root: .login),
            auth: AuthServiceStub(answer: .failure(.accountLocked(until: until))))
        let module = try app.build(LoginBuilder.self)
        module.view.attach()
        try module.view.perform(ScriptCommand(line: "login ada@example.com secret1")!)
        await module.settle()
        let canvas = drawStandard(module.view)
        #expect(canvas.plainText.contains("Too many failed attempts. Try again in 5 minutes."))
    }

    @Test("the form shows the presenter's error under the fields, password masked")
    func drawsErrorAndMask() throws {
        let app = TestApp(signedIn: false, stack: ScreenStack(root: .login))
        let module = try app.build(LoginBuilder.self)
        try module.view.perform(ScriptCommand(line: "email ada")!)
        try module.view.perform(ScriptCommand(line: "password secret1")!)
        try module.view.perform(ScriptCommand(line: "login")!)
        let canvas = drawStandard(module.view)
        #expect(canvas.plainText.contains("Email or password is incorrect."))
        #expect(canvas.plainText.contains("•••••••"))
        #expect(!canvas.plainText.contains("secret1"))
    }

    @Test("unknown script verbs list what the screen understands")
    func unknownVerb() throws {
        let app = TestApp(signedIn: false, stack: ScreenStack(root: .login))
        let module = try app.build(LoginBuilder.self)
        #expect(throws: ScriptError.unknownCommand("fly", available: module.view.scriptCommands)) {
            try module.view.perform(ScriptCommand(line: "fly away")!)
        }
    }
}
