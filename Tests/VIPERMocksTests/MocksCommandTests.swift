import Foundation
import Testing
import ToolTestSupport
import VIPERCLI

@Suite("viper mocks command")
struct MocksCommandTests {
    /// The test's project folder, removed when the test ends.
    private let scratch: TemporaryDirectory

    init() throws {
        scratch = try TemporaryDirectory()
    }

    struct Run {
        let status: ExitCode
        let output: String
        let error: String
    }

    private func run(_ words: [String], in folder: URL) -> Run {
        let console = CapturingConsole()
        let status = VIPERCommand.run(["mocks"] + words, in: CommandContext(console: console, workingDirectory: folder))
        return Run(status: status, output: console.standardOutput, error: console.standardError)
    }

    private func project() throws -> URL {
        let folder = scratch.url
        try "protocol Greeter { func greet(name: String) -> String }\n"
            .write(to: folder.appending(path: "Greeter.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test("without --output the spies are printed")
    func prints() throws {
        let folder = try project()
        let result = run(["Greeter.swift"], in: folder)
        #expect(result.status == .success)
        #expect(result.output.contains("final class GreeterSpy: Greeter, @unchecked Sendable {"))
    }

    @Test("a parent from another module is read from its .swiftinterface given with --parents")
    func parentFromInterface() throws {
        let folder = try project()
        try """
        // swift-interface-format-version: 1.0
        // swift-module-flags: -swift-version 6 -module-name Kit
        import Swift
        public protocol Remote : AnyObject {
          associatedtype Payload
          func send(_ payload: Self.Payload) async throws
          var isConnected: Swift.Bool { get }
        }
        """.write(to: folder.appending(path: "Kit.swiftinterface"), atomically: true, encoding: .utf8)
        try "import Kit\nprotocol Uploader: Remote where Payload == [UInt8] { func upload() async }\n"
            .write(to: folder.appending(path: "Uploader.swift"), atomically: true, encoding: .utf8)
        let result = run(["Uploader.swift", "--parents", "Kit.swiftinterface"], in: folder)
        #expect(result.status == .success)
        #expect(result.output.contains("final class UploaderSpy: Uploader, @unchecked Sendable {\n    typealias Payload = [UInt8]"))
        #expect(result.output.contains("func send(_ payload: UploaderSpy.Payload) async throws {"))
        #expect(result.output.contains("var isConnected: Swift.Bool {"))
        #expect(!result.output.contains("RemoteSpy"))
    }

    @Test("--check exits 0 for a fresh file and 1, naming it, for a stale one")
    func check() throws {
        let folder = try project()
        #expect(run(["Greeter.swift", "--output", "Spies.swift"], in: folder).status == .success)
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "Spies.swift").path))
        #expect(run(["Greeter.swift", "--output", "Spies.swift", "--check"], in: folder).status == .success)
        try "protocol Greeter { func greet() }\n".write(to: folder.appending(path: "Greeter.swift"), atomically: true, encoding: .utf8)
        let stale = run(["Greeter.swift", "--output", "Spies.swift", "--check"], in: folder)
        #expect(stale.status == .failure)
        #expect(stale.error.contains("Spies.swift is stale"))
    }

    @Test("--check on a missing file exits 1")
    func checkMissing() throws {
        let result = run(["Greeter.swift", "--output", "Missing.swift", "--check"], in: try project())
        #expect(result.status == .failure)
        #expect(result.error.contains("Missing.swift is missing"))
    }

    @Test("--check without --output is a usage error")
    func checkNeedsOutput() throws {
        let result = run(["Greeter.swift", "--check"], in: try project())
        #expect(result.status == .usage)
        #expect(result.error.contains("--output <file>"))
    }

    @Test("a path that does not exist is a usage error naming it")
    func missingPath() throws {
        let result = run(["Nowhere.swift"], in: try project())
        #expect(result.status == .usage)
        #expect(result.error.contains("No such file or folder: 'Nowhere.swift'"))
    }

    @Test("an unknown --protocol is a usage error listing the protocols found")
    func unknownProtocol() throws {
        let result = run(["Greeter.swift", "--protocol", "Nope"], in: try project())
        #expect(result.status == .usage)
        #expect(result.error.contains("No protocol named 'Nope' in the scanned files (found: 'Greeter')"))
    }

    @Test("an unmockable protocol is reported on standard error, the others still generated")
    func unmockableIsReported() throws {
        let folder = try project()
        try "private protocol Box { func put() }\n".write(to: folder.appending(path: "Box.swift"), atomically: true, encoding: .utf8)
        let result = run(["."], in: folder)
        #expect(result.status == .success)
        #expect(result.error.contains("Box.swift:1: cannot mock 'Box'"))
        #expect(result.output.contains("GreeterSpy"))
    }

    @Test("on the root of a CocoaPods checkout: exit 0 with the app's spies; pods and generated code left out")
    func cocoaPodsCheckout() throws {
        let checkout = try CocoaPodsCheckout()
        defer { withExtendedLifetime(checkout) {} }
        let result = run(["."], in: checkout.url)
        #expect(result.status == .success)
        #expect(result.output.contains("final class HomeRoutingSpy: HomeRouting"))
        #expect(result.output.contains("final class HomeViewInputSpy: HomeViewInput"))
        #expect(!result.output.contains("Vendored"))
        #expect(result.error.contains("warning: \(CocoaPodsCheckout.latin1Path):1: skipped: not valid UTF-8 text; save the file as UTF-8"))
        #expect(result.error.contains("warning: \(CocoaPodsCheckout.brokenPath):2:"))
        #expect(result.output.contains("BrokenViewInputSpy"))
    }

    @Test("--check passes from another folder, with the paths spelled differently and --protocol reordered")
    func checkIsStable() throws {
        let folder = try project()
        try "protocol Farewell { func bye() }\n".write(to: folder.appending(path: "Farewell.swift"), atomically: true, encoding: .utf8)
        let write = run(
            ["Greeter.swift", "Farewell.swift", "--protocol", "Greeter", "--protocol", "Farewell", "--output", "Spies.swift"], in: folder)
        #expect(write.status == .success)
        let elsewhere = folder.deletingLastPathComponent()
        let name = folder.lastPathComponent
        let check = run(
            [
                "\(name)/Farewell.swift", "\(folder.path)/Greeter.swift", "--protocol", "Farewell", "--protocol", "Greeter",
                "--output", "\(name)/Spies.swift", "--check",
            ], in: elsewhere)
        #expect(check.status == .success, "\(check.error)")
    }

    @Test("--check passes after a comment is added above a contract")
    func checkIgnoresComments() throws {
        let folder = try project()
        #expect(run(["Greeter.swift", "--output", "Spies.swift"], in: folder).status == .success)
        try "// Greets people.\n\nprotocol Greeter { func greet(name: String) -> String }\n"
            .write(to: folder.appending(path: "Greeter.swift"), atomically: true, encoding: .utf8)
        #expect(run(["Greeter.swift", "--output", "Spies.swift", "--check"], in: folder).status == .success)
    }

    @Test("an update keeps the project's header above the generated one")
    func keepsProjectHeader() throws {
        let folder = try project()
        #expect(run(["Greeter.swift", "--output", "Spies.swift"], in: folder).status == .success)
        let spies = folder.appending(path: "Spies.swift")
        let generated = try String(contentsOf: spies, encoding: .utf8)
        try ("// Copyright © ACME\n\n" + generated).write(to: spies, atomically: true, encoding: .utf8)
        #expect(run(["Greeter.swift", "--output", "Spies.swift", "--check"], in: folder).status == .success)
        try "protocol Greeter { func greet() }\n".write(to: folder.appending(path: "Greeter.swift"), atomically: true, encoding: .utf8)
        #expect(run(["Greeter.swift", "--output", "Spies.swift"], in: folder).status == .success)
        #expect(try String(contentsOf: spies, encoding: .utf8).hasPrefix("// Copyright © ACME\n\n// Generated by viper mocks"))
    }
}
