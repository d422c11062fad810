import ArgumentParser
import Testing
@testable import DiscoverCommand

@Suite("discover command line")
struct DiscoverCommandTests {
    /// The command `arguments` parse to, as `discover` would run it.
    private func parse(_ arguments: [String]) throws -> any ParsableCommand {
        try DiscoverCommand.parseAsRoot(arguments)
    }

    /// The message and exit code `discover` gives for `arguments`, which must not parse.
    private func refusal(_ arguments: [String]) -> (message: String, code: Int32)? {
        do {
            _ = try DiscoverCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return (DiscoverCommand.message(for: error), DiscoverCommand.exitCode(for: error).rawValue)
        }
    }

    @Test("no arguments run the app with every default")
    func defaults() throws {
        let app = try #require(try parse([]) as? DiscoverCommand)
        #expect(app.database.path == nil && !app.database.reset && app.app.firstGiven == nil)
    }

    @Test("every option of the app is read")
    func allOptions() throws {
        let app = try #require(
            try parse(["--db", "/tmp/x.sqlite", "--reset", "--script", "s.txt", "--open", "discover://favorites"]) as? DiscoverCommand)
        #expect(app.database.path == "/tmp/x.sqlite")
        #expect(app.database.reset)
        #expect(app.app.script == "s.txt")
        #expect(app.app.openLink == "discover://favorites")
        let remote = try #require(try parse(["--api", "http://127.0.0.1:8080"]) as? DiscoverCommand)
        #expect(DiscoverCommand.serverURL(try #require(remote.app.api))?.absoluteString == "http://127.0.0.1:8080")
    }

    @Test("serve reads its port, hosts and connection cap, and refuses the app's options")
    func serve() throws {
        #expect((try parse(["serve"]) as? ServeCommand)?.port == 8080)
        #expect((try parse(["serve", "--port", "0"]) as? ServeCommand)?.port == 0)
        let serve = try #require(
            try parse(["serve", "--db", "d.sqlite", "--allow-host", "Discover.Test", "--max-connections", "12"]) as? ServeCommand)
        #expect(serve.allowedHosts == ["Discover.Test"])
        #expect(serve.maximumConnections == 12)
        #expect(serve.database.path == "d.sqlite")
        #expect(refusal(["serve", "--script", "x"])?.message.contains("--script belongs to the app, not to serve") == true)
        #expect(refusal(["serve", "--api", "http://127.0.0.1:1"]) != nil)
        #expect(refusal(["--port", "80"]) != nil)
        #expect(refusal(["--allow-host", "x.test"]) != nil)
    }

    @Test("bad values are usage errors (exit 64) that say what was expected")
    func errors() {
        #expect(refusal(["--frob"])?.message.contains("--frob") == true)
        #expect(refusal(["--db"]) != nil)
        #expect(refusal(["--api", "ftp://x"])?.message.contains("an http:// or https:// URL") == true)
        #expect(refusal(["--api", "ftp://x"])?.code == 64)
        #expect(refusal(["--reset", "--db", ""])?.message.contains("--db needs the path of a database file") == true)
        #expect(refusal(["serve", "--port", "99999"]) != nil)
        #expect(refusal(["serve", "--max-connections", "0"])?.message.contains("from 1 to 65536") == true)
        #expect(refusal(["serve", "--allow-host", "bad name"])?.message.contains("host name") == true)
    }

    @Test("help and shell completions are generated, serve included")
    func helpAndCompletions() {
        let help = DiscoverCommand.helpMessage(columns: 100)
        #expect(help.contains("USAGE: discover"))
        #expect(help.contains("demo@discover.app / discover123"))
        #expect(help.contains("serve"))
        #expect(DiscoverCommand.helpMessage(for: ServeCommand.self, columns: 100).contains("--max-connections <n>"))
        for shell in [CompletionShell.bash, .zsh, .fish] {
            let script = DiscoverCommand.completionScript(for: shell)
            #expect(script.contains("serve") && script.contains("max-connections"), "\(shell)")
        }
    }
}
