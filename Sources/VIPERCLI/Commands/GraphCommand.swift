import Foundation
import VIPERGraph
import VIPERMocks
import VIPERVocabulary

/// `viper graph`: draws the module graph and the deep-link table; a thin front end over ``VIPERGraph/GraphReader``.
public struct GraphCommand: Command {
    private static let formatOption = Option.choice(
        "format", of: GraphFormat.self, help: "The output format.", defaultValue: .mermaid)

    /// The command, ready to be registered.
    public init() {}

    /// `graph`'s name, help and command line.
    public let configuration = CommandConfiguration(
        name: "graph",
        abstract: "Draw the module graph (who builds or routes to whom) and the deep-link table.",
        discussion: """
            Reads the Swift files under the given paths (default: the current folder): modules are the types \
            named <Module>Router, Builder, Factory, Presenter, Interactor, ViewController or Assembly; edges are \
            XBuilder.build( / XRouter.build( / XFactory.make( calls in another module and navigator.push(.route) calls mapped \
            through the route switch; deep links are register("pattern") { ... } calls on a DeepLinkTable. \
            Modules nothing reaches and routes no handler serves are printed as findings on standard error.

            The output is sorted, so a committed picture can be checked: --check <file> exits 1 when the file \
            differs from what would be generated (for CI), 0 when it is up to date.
            """,
        signature: CommandSignature(
            arguments: [PositionalArgument("paths", help: "Files or folders to read.", isOptional: true, isVariadic: true)],
            options: [
                GraphCommand.formatOption,
                Option("output", short: "o", valueName: "file", help: "Write the graph to this file instead of standard output."),
                Option("check", valueName: "file", help: "Write nothing; exit 1 when this file differs from the graph."),
            ],
            flags: [
                Flag("strict", help: "Exit 1 when there are findings (unreached modules, unserved routes)."),
            ]
        )
    )

    /// Reads the sources and prints, writes or checks the graph.
    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        let console = context.console
        let paths = arguments.arguments("paths").isEmpty ? ["."] : arguments.arguments("paths")
        let loaded: LoadedSources
        let roles: RolesConfiguration
        do {
            loaded = try SwiftSource.load(paths, relativeTo: context.workingDirectory, skippingTests: true)
            roles = try RolesConfiguration.load(contentsOf: context.workingDirectory.appending(path: "viper.json"))
        } catch {
            console.error("Error: \(error)")
            return .usage
        }
        for warning in roles.warnings { console.error("warning: \(warning)") }
        for skipped in loaded.skipped { console.error("warning: \(skipped)") }
        let reading = GraphReader.read(loaded.sources, vocabulary: roles.vocabulary)
        for warning in reading.warnings { console.error("warning: \(warning)") }
        let graph = reading.graph
        let text = (arguments.value("format", as: GraphFormat.self) ?? .mermaid).render(graph)
        for finding in graph.findings { console.error("warning: \(finding)") }
        let findingsStatus: ExitCode = arguments.isSet("strict") && !graph.findings.isEmpty ? .failure : .success

        if let check = arguments.value("check") {
            let existing = try? String(contentsOf: resolve(check, in: context), encoding: .utf8)
            guard existing == text else {
                console.error("\(check) is \(existing == nil ? "missing" : "stale"): regenerate it with 'viper graph' and the same paths and --format.")
                return .failure
            }
            console.error("\(check) is up to date (\(graph.modules.count) modules, \(graph.edges.count) edges, \(graph.deepLinks.count) deep links).")
            return findingsStatus
        }
        guard let output = arguments.value("output") else {
            console.writeOutput(text)
            return findingsStatus
        }
        let url = resolve(output, in: context)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
        console.error("Wrote the graph (\(graph.modules.count) modules, \(graph.edges.count) edges, \(graph.deepLinks.count) deep links) to \(output).")
        return findingsStatus
    }

    private func resolve(_ path: String, in context: CommandContext) -> URL {
        path.hasPrefix("/") ? URL(filePath: path) : context.workingDirectory.appending(path: path)
    }
}
