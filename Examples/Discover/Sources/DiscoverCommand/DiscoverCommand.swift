import ArgumentParser
import Discover
import Foundation

/// `discover`: the reference app in the terminal, or with `serve` its HTTP API. Parses the
/// command line and hands over to ``DiscoverLauncher`` or `DiscoverServe`.
public struct DiscoverCommand: AsyncParsableCommand {
    /// `discover`'s help and its `serve` subcommand.
    public static let configuration = CommandConfiguration(
        commandName: "discover",
        abstract: "Discover places — the VIPERKit reference app, in your terminal.",
        // The app runs without a subcommand; the generated usage would make one look required.
        usage: """
            discover [--db <path>] [--reset] [--api <url>] [--script <file>] [--open <link>]
              discover serve [--db <path>] [--reset] [--port <port>] [--allow-host <name> ...] [--max-connections <n>]
            """,
        discussion: """
            Sign in with the demo account demo@discover.app / discover123. On a terminal the app is \
            interactive; with a script file, or when standard input is not a terminal, it reads one \
            command per line and prints each screen as text.

            SCRIPT COMMANDS: every screen lists its own with `help`. On every screen: back, \
            link <discover://…>, show, help, quit.
            """,
        subcommands: [ServeCommand.self]
    )

    @OptionGroup var database: DatabaseOptions

    @OptionGroup var app: AppOptions

    /// The root command, as swift-argument-parser creates it.
    public init() {}

    public func validate() throws {
        if let api = app.api, Self.serverURL(api) == nil {
            throw ValidationError("--api needs an http:// or https:// URL with a host, such as http://127.0.0.1:8080; found '\(api)'.")
        }
    }

    public func run() async throws {
        var options = DiscoverOptions()
        options.databasePath = database.path
        options.reset = database.reset
        options.apiURL = app.api.flatMap(Self.serverURL)
        options.scriptPath = app.script
        options.openLink = app.openLink
        let status = await DiscoverLauncher.runApp(options)
        if status != 0 { throw ExitCode(status) }
    }

    /// `text` as a server address: an http or https URL with a host; nil otherwise.
    static func serverURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil
        else { return nil }
        return url
    }
}
