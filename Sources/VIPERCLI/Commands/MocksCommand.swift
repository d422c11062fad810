import ArgumentParser
import Foundation
import VIPERMocks
import VIPERSyntax
import VIPERToolSupport
import VIPERVocabulary

/// `viper mocks`: writes a spy for every contract protocol; a thin front end over ``VIPERMocks/SpyGenerator``.
struct MocksCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mocks",
        abstract: "Generate spies from contract protocols: call logs, stubbed returns and errors.",
        discussion: """
            Reads every protocol in the given files and writes a spy class for each: a VIPERTesting Recorder per \
            requirement ('spy.loginCalls'), stubbed return values ('loginReturnValue') and errors ('loginError'). \
            @MainActor protocols get @MainActor spies; the others get lock-guarded, Sendable spies. A protocol that \
            cannot be mocked is named on standard error with the reason, and left out.

            Without --output the spies are printed. With --output <file> --check nothing is written: the exit status \
            is 1 when the file is missing or differs from what would be generated (for CI), 0 when it is up to date.
            """
    )

    @Argument(
        help: "Swift files or folders that declare the protocols (and the protocols they inherit).",
        completion: .file(extensions: ["swift"])
    )
    var paths: [String]

    @OptionGroup
    var output: OutputOptions

    @Option(
        name: .customLong("protocol"),
        help: ArgumentHelp("Only write a spy for this protocol; the others are still read.", valueName: "name")
    )
    var protocolNames: [String] = []

    @Option(
        name: .customLong("module"),
        help: ArgumentHelp(
            "Only write spies for this module's contracts (LoginUseCase, LoginRouting… for Login), as viper.json's roles name them.",
            valueName: "name"
        )
    )
    var modules: [String] = []

    @Option(help: ArgumentHelp("Add '@testable import <module>', e.g. the app module.", valueName: "module"))
    var testableImport: [String] = []

    @Option(
        help: ArgumentHelp(
            "Swift files or folders read only for the protocols the others inherit (e.g. VIPER's StateRendering); they get no spy.",
            valueName: "path"
        ),
        completion: .file(extensions: ["swift"])
    )
    var parents: [String] = []

    /// Generates the spies and prints, writes or checks them.
    func run(in context: CommandContext) throws -> ExitCode {
        let document = try ConfigurationFile.objectIfPresent(at: context.url(for: "viper.json"))
        let files = try SourceSettings.parse(viperJSON: document)
        for warning in files.warnings { context.console.error("warning: \(warning)") }
        // Most files are not parsed (see ContractReader), so the limits are checked as files are parsed.
        let loaded = try SourceLoader.load(
            paths, relativeTo: context.workingDirectory.path, settings: files.settings, checkingLimits: false)
        let parentsLoaded =
            parents.isEmpty
            ? nil
            : try SourceLoader.load(parents, relativeTo: context.workingDirectory.path, settings: files.settings, checkingLimits: false)
        for skipped in loaded.diagnostics + (parentsLoaded?.diagnostics ?? []) { context.console.error("warning: \(skipped)") }
        let sources = loaded.sources
        // A file given both as a path and as a parent is read once (by path: hashing texts costs).
        let byPath = Dictionary((sources + (parentsLoaded?.sources ?? [])).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var contracts = ContractReader.read(byPath.values.sorted { $0.path < $1.path }, limits: files.settings.limits)
        // Parents lend protocols, not imports: the spies import what the contracts' files import.
        let ownPaths = Set(sources.map(\.path))
        for path in contracts.importsByPath.keys where !ownPaths.contains(path) {
            contracts.importsByPath[path] = []
            contracts.conditionalImportsByPath[path] = nil
        }
        for (path, errors) in contracts.syntaxErrors.sorted(by: { $0.key < $1.key }) {
            for error in errors { context.console.error("warning: \(path):\(error) (read as far as it parses)") }
        }
        let roles = try RolesConfiguration.parse(document)
        for warning in roles.warnings { context.console.error("warning: \(warning)") }
        let options = SpyOptions(
            testableImports: testableImport,
            protocolNames: try spiedProtocols(in: contracts, declaredIn: sources),
            modules: modules,
            vocabulary: roles.vocabulary
        )
        let spies = try SpyGenerator(options: options).generate(from: contracts)
        for skipped in spies.skipped { context.console.error("warning: \(skipped)") }
        return try output.deliver(
            spies.text,
            updating: spies.fileText(updating:),
            contents: English.count(spies.spyNames.count, "spy", plural: "spies") + ": " + spies.spyNames.joined(separator: ", "),
            update: commandLine, in: context
        )
    }

    /// The protocols to write spies for: those named by --protocol, else, when --parents are
    /// read and no --module is given, every protocol declared in the paths (none means all).
    private func spiedProtocols(in contracts: ContractSet, declaredIn sources: [LoadedSource]) throws -> [String] {
        guard protocolNames.isEmpty, modules.isEmpty, !parents.isEmpty else { return protocolNames }
        let paths = Set(sources.map(\.path))
        let names = contracts.protocols.filter { paths.contains($0.path) }.map(\.name)
        guard !names.isEmpty else { throw MocksError.noProtocols(paths: self.paths) }
        return names
    }

    /// The command line that regenerates the file, for the stale message.
    private var commandLine: String {
        let words =
            ["viper", "mocks"] + paths + output.words
            + protocolNames.flatMap { ["--protocol", $0] }
            + modules.flatMap { ["--module", $0] }
            + testableImport.flatMap { ["--testable-import", $0] }
            + parents.flatMap { ["--parents", $0] }
        return words.joined(separator: " ")
    }
}
