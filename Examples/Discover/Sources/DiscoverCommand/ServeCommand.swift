import ArgumentParser
import Discover
import DiscoverServer

/// `discover serve`: the Discover HTTP API over the local database, on 127.0.0.1.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the Discover JSON API over the local database on 127.0.0.1.",
        discussion: "Prints \"Serving on http://127.0.0.1:PORT\" once it listens, and serves until it is stopped."
    )

    @OptionGroup var database: DatabaseOptions

    /// The app's options, read here only to refuse them: swift-argument-parser would otherwise
    /// take them for the app's and ignore them.
    @OptionGroup(visibility: .private) var appOnly: AppOptions

    @Option(help: "The port on 127.0.0.1 (0 picks a free one).")
    var port: UInt16 = 8080

    @Option(
        name: .customLong("allow-host"),
        help: ArgumentHelp(
            "Also accept requests whose Host header is <name> (the loopback names are always accepted; repeat for more names).",
            valueName: "name"))
    var allowedHosts: [String] = []

    @Option(
        name: .customLong("max-connections"),
        help: ArgumentHelp(
            "The most connections served at once, from 1 to 65536 (default: 256; lowered to fit the open-file limit).",
            valueName: "n"))
    var maximumConnections: Int?

    func validate() throws {
        if let option = appOnly.firstGiven {
            throw ValidationError("\(option) belongs to the app, not to serve; run it as discover \(option) ….")
        }
        if let maximumConnections, !(1...65_536).contains(maximumConnections) {
            throw ValidationError("--max-connections needs a number from 1 to 65536; found \(maximumConnections).")
        }
        if let name = allowedHosts.first(where: { !Self.isHostName($0) }) {
            throw ValidationError("--allow-host needs a host name such as discover.test; found '\(name)'.")
        }
    }

    func run() async throws {
        var options = DiscoverOptions()
        options.databasePath = database.path
        options.reset = database.reset
        options.allowedHosts = allowedHosts.map { $0.lowercased() }
        options.maximumConnections = maximumConnections
        let status = await DiscoverServe.run(options, port: port)
        if status != 0 { throw ExitCode(status) }
    }

    /// Whether `text` is a DNS host name: ASCII letters, digits, hyphens and dots, at most 253 characters.
    static func isHostName(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 253 && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
    }
}
