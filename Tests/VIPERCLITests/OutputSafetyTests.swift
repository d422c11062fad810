import Foundation
import Testing
import ToolTestSupport
import VIPERGenerator
@testable import VIPERCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the tools write: a symbolic link keeps its target (written through inside the project,
/// refused outside it), a device or pipe is never replaced, and a standard stream that cannot
/// be written never takes a command down.
@Suite("Writing outputs and fixes")
struct OutputSafetyTests {
    let viper: VIPERToolHarness
    let outside: TemporaryDirectory
    var directory: TemporaryDirectory { viper.directory }
    let strongView = "protocol LoginView: AnyObject {}\nfinal class LoginPresenter {\n    var view: LoginView?\n}\n"

    init() throws {
        viper = try VIPERToolHarness()
        outside = try TemporaryDirectory()
        try viper.directory.write("protocol LoginView: AnyObject {\n    func show()\n}\n", to: "Login/LoginContracts.swift")
        try outside.write("precious\n", to: "victim.swift")
    }

    private func link(_ path: String, to target: URL) throws {
        try FileManager.default.createSymbolicLink(at: directory.url.appending(path: path), withDestinationURL: target)
    }

    private func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: directory.url.appending(path: path).path)) != nil
    }

    @Test("--output through a link inside the project writes the target and keeps the link", arguments: ["mocks", "graph"])
    func outputThroughLinkInside(command: String) throws {
        try directory.write("old\n", to: "Generated/Target.txt")
        try link("Out.txt", to: directory.url.appending(path: "Generated/Target.txt"))
        let outcome = viper.run(command, "Login", "--output", "Out.txt")
        #expect(outcome.code == .success, "\(outcome.error)")
        #expect(isLink("Out.txt"))
        #expect(directory.read("Generated/Target.txt") != "old\n")
    }

    @Test("--output through a link out of the project is refused, the link and its target kept", arguments: ["mocks", "graph"])
    func outputThroughLinkOutside(command: String) throws {
        try link("Out.txt", to: outside.url.appending(path: "victim.swift"))
        let outcome = viper.run(command, "Login", "--output", "Out.txt")
        #expect(outcome.code == .failure)
        #expect(
            outcome.error.contains("it is a symbolic link to \(outside.url.appending(path: "victim.swift").path), outside the project"),
            "\(outcome.error)")
        #expect(isLink("Out.txt"))
        #expect(outside.read("victim.swift") == "precious\n")
    }

    @Test("--output naming a pipe or a folder is refused, never replaced", arguments: ["mocks", "graph"])
    func outputNotRegular(command: String) throws {
        let pipe = directory.url.appending(path: "pipe.txt").path
        #expect(mkfifo(pipe, 0o644) == 0)
        let outcome = viper.run(command, "Login", "--output", "pipe.txt")
        #expect(outcome.code == .failure)
        #expect(outcome.error.contains("it is not a regular file (a device, pipe or socket)"), "\(outcome.error)")
        var status = stat()
        #expect(lstat(pipe, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(viper.run(command, "Login", "--output", "Login").error.contains("it is a folder"))
    }

    @Test("--output - is standard output: nothing named '-' is written, and --check needs a real file", arguments: ["mocks", "graph"])
    func outputDashIsStandardOutput(command: String) throws {
        let printed = viper.run(command, "Login")
        let dashed = viper.run(command, "Login", "--output", "-")
        #expect(dashed.code == .success, "\(dashed.error)")
        #expect(!dashed.output.isEmpty)
        #expect(dashed.output == printed.output)
        #expect(!FileManager.default.fileExists(atPath: directory.url.appending(path: "-").path))
        let checked = viper.run(command, "Login", "--output", "-", "--check")
        #expect(checked.code == .usage)
        #expect(checked.error.contains("give the file with '--output <file>'"), "\(checked.error)")
    }

    @Test("--fix writes a linked file's target inside the project and keeps the link")
    func fixThroughLinkInside() throws {
        try directory.write(strongView, to: "Real/LoginPresenter.swift")
        try link("Login/LoginPresenter.swift", to: directory.url.appending(path: "Real/LoginPresenter.swift"))
        let outcome = viper.run("lint", "--fix", "--no-cache", "Login")
        #expect(outcome.error.contains("Login/LoginPresenter.swift:3: declared 'view' weak"), "\(outcome.error)")
        #expect(isLink("Login/LoginPresenter.swift"))
        #expect(directory.read("Real/LoginPresenter.swift")?.contains("weak var view") == true)
    }

    @Test("--fix does not write through a link named on the command line that leads out of the project")
    func fixThroughLinkOutside() throws {
        try outside.write(strongView, to: "LoginPresenter.swift")
        try link("LoginPresenter.swift", to: outside.url.appending(path: "LoginPresenter.swift"))
        let outcome = viper.run("lint", "--fix", "--no-cache", "LoginPresenter.swift")
        #expect(outcome.code == .failure)
        #expect(outcome.error.contains("outside the project"), "\(outcome.error)")
        #expect(isLink("LoginPresenter.swift"))
        #expect(outside.read("LoginPresenter.swift") == strongView)
    }

    @Test("a replaced file keeps its permissions")
    func keepsPermissions() throws {
        try directory.write("old\n", to: "Spies.swift")
        let path = directory.url.appending(path: "Spies.swift").path
        #expect(chmod(path, 0o600) == 0)
        #expect(viper.run("mocks", "Login", "--output", "Spies.swift").code == .success)
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o600)
    }

    @Test("a standard stream that cannot be written (a full disk, a closed descriptor) is dropped, not fatal")
    func failedStreamWrites() throws {
        let full = open("/dev/full", O_WRONLY)
        #expect(full >= 0)
        defer { close(full) }
        let closed = open("/dev/null", O_WRONLY)
        close(closed)
        for descriptor in [full, closed] {
            let console = StandardConsole(output: descriptor, error: descriptor)
            console.writeOutput(String(repeating: "x", count: 100_000))
            console.error("warning: this line goes nowhere")
        }
    }
}
