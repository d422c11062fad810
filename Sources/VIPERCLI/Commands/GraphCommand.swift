import ArgumentParser
import VIPERGraph
import VIPERMocks
import VIPERSyntax
import VIPERToolSupport
import VIPERVocabulary

/// `viper graph`: draws the module graph and the deep-link table; a thin front end over ``VIPERGraph/GraphReader``.
struct GraphCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the module graph (who builds or routes to whom) and the deep-link table.",
        discussion: """
            Reads the Swift files under the given paths (default: the current folder): a module is a <Module>Presenter \
            or Interactor with another part (View, Router, Builder); edges are factory calls on another module's \
            Builder, Assembly, Factory, Configurator, Initializer or Router, its screen made, resolved or taken from a \
            storyboard, an app-wide factory's method named for it, and navigator.push(.route) calls mapped through the \
            route switch; deep links are register("pattern") { ... } calls on a DeepLinkTable. \
            Modules nothing reaches and routes no handler serves are printed as findings on standard error. What \
            each file yields is cached in .build/viper-lint-cache beside viper lint's results, so an unchanged file \
            is not parsed again, and when every file has the size and modification time it had, none is read.

            --format html writes the interactive module map: one HTML file that loads nothing, with viper lint's \
            findings (configured by viper.json's "lint" section) drawn on the modules.

            The output is sorted, so a committed picture can be checked: with --output <file> --check nothing is \
            written, and the exit status is 1 when the file differs from what would be generated (for CI), 0 when \
            it is up to date.
            """
    )

    @Argument(help: "Files or folders to read.", completion: .file(extensions: ["swift"]))
    var paths: [String] = []

    @Option(help: "The output format.")
    var format: GraphFormat = .mermaid

    @OptionGroup
    var output: OutputOptions

    @Flag(help: "Exit 1 when there are findings (unreached modules, unserved routes).")
    var strict = false

    @OptionGroup(title: "Cache")
    var cache: CacheOptions

    /// Reads the sources and prints, writes or checks the graph.
    func run(in context: CommandContext) throws -> ExitCode {
        let paths = paths.isEmpty ? ["."] : paths
        let document = try ConfigurationFile.objectIfPresent(at: context.url(for: "viper.json"))
        let files = try SourceSettings.parse(viperJSON: document)
        let roles = try RolesConfiguration.parse(document)
        for warning in files.warnings + roles.warnings { context.console.error("warning: \(warning)") }
        let load = try GraphReader.read(
            paths: paths, relativeTo: context.workingDirectory.path, settings: files.settings, vocabulary: roles.vocabulary,
            cacheDirectory: cache.directory(in: context))
        for skipped in load.diagnostics { context.console.error("warning: \(skipped)") }
        let reading = load.reading
        for warning in reading.warnings { context.console.error("warning: \(warning)") }
        let graph = reading.graph
        for finding in graph.findings { context.console.error("warning: \(finding)") }
        let contents = English.list([
            English.count(graph.modules.count, "module"),
            English.count(graph.edges.count, "edge"),
            English.count(graph.deepLinks.count, "deep link"),
        ])
        let update = (["viper", "graph"] + paths + ["--format", format.rawValue] + output.words).joined(separator: " ")
        let text =
            format == .html
            ? ModuleMap(
                reading: reading, findings: try MapLintFindings.read(paths, cacheDirectory: cache.directory(in: context), in: context),
                title: MapLintFindings.title(of: paths, in: context),
                vocabulary: roles.vocabulary
            ).html()
            : format.render(graph)
        let delivered = try output.deliver(text, contents: contents, update: update, in: context)
        guard delivered == .success else { return delivered }
        return strict && !graph.findings.isEmpty ? .failure : .success
    }
}
