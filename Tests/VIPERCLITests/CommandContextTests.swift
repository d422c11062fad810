import Foundation
import Testing
import VIPERCLI

@Suite("CommandContext")
struct CommandContextTests {
    let context = CommandContext(console: CapturingConsole(), workingDirectory: URL(filePath: "/work/project", directoryHint: .isDirectory))

    @Test("a relative path is resolved against the working directory")
    func relative() {
        #expect(context.url(for: "Sources/App").path == "/work/project/Sources/App")
    }

    @Test("a working directory given without a trailing slash is still the directory paths start from")
    func directoryWithoutSlash() {
        let context = CommandContext(
            console: CapturingConsole(), workingDirectory: URL(filePath: "/work/project", directoryHint: .notDirectory))
        #expect(context.url(for: "Spies.swift").path == "/work/project/Spies.swift")
    }

    @Test("an absolute path is kept")
    func absolute() {
        #expect(context.url(for: "/tmp/out.mmd").path == "/tmp/out.mmd")
    }

    @Test("'.' and '..' are removed")
    func dots() {
        #expect(context.url(for: "./a/../b/./c.swift").path == "/work/project/b/c.swift")
        #expect(context.url(for: "../other").path == "/work/other")
        #expect(context.url(for: ".").path == "/work/project")
    }
}
