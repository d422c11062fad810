import Foundation
import VIPERMocks
import VIPERVocabulary

/// `viper mocks`: writes a spy for every contract protocol; a thin front end over ``VIPERMocks/SpyGenerator``.
public struct MocksCommand: Command {
    private static let pathsArgument = PositionalArgument(
        "paths", help: "Swift files or folders that declare the protocols (and the protocols they inherit).", isVariadic: true)

    /// The command, ready to be registered.
    public init() {}

    /// `mocks`'s name, help and command line.
    public let configuration = CommandConfiguration(
        name: "mocks",
        abstract: "Generate spies from contract protocols: call logs, stubbed returns and errors.",
        discussion: """
            Reads every protocol in the given files and writes a spy class for each: a VIPERTesting Recorder per \
            requirement ('spy.loginCalls'), stubbed return values ('loginReturnValue') and errors ('loginError'). \
            @MainActor protocols get @MainActor spies; the others get lock-guarded, Sendable spies. A protocol that \
            cannot be mocked is named on standard error with the reason, and left out.

            Without --output the file is printed. With --check nothing is written: the exit status is 1 when \
            --output is missing or differs from what would be generated (for CI), 0 when it is up to date.
            """,
        signature: CommandSignature(
            arguments: [MocksCommand.pathsArgument],
            options: [
                Option("output", short: "o", valueName: "file", help: "Write the spies to this file instead of standard output."),
                Option("protocol", valueName: "name", help: "Only write a spy for this protocol; the others are still read.",
                       isRepeating: true),
                Option("module", valueName: "name",
                       help: "Only write spies for this module's contracts (LoginUseCase, LoginRouting… for Login), as viper.json's roles name them.",
                       isRepeating: true),
                Option("testable-import", valueName: "module", help: "Add '@testable import <module>', e.g. the app module.",
                       isRepeating: true),
            ],
            flags: [
                Flag("check", help: "Write nothing; exit 1 when the --output file is stale or missing."),
            ]
        )
    )

    /// Generates the spies, writes or prints them, or checks the file against them.
    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        let console = context.console
        let output = arguments.value("output")
        if arguments.isSet("check"), output == nil {
            console.error("Error: '--check' compares a file with what would be generated; give the file with '--output <file>'.")
            return .usage
        }
        let paths = arguments.arguments(Self.pathsArgument.name)
        let spies: GeneratedSpies
        do {
            let loaded = try SwiftSource.load(paths, relativeTo: context.workingDirectory)
            for skipped in loaded.skipped { console.error("warning: \(skipped)") }
            let contracts = ContractReader.read(loaded.sources)
            for (path, errors) in contracts.syntaxErrors.sorted(by: { $0.key < $1.key }) {
                for error in errors { console.error("warning: \(path):\(error) (read as far as it parses)") }
            }
            let roles = try RolesConfiguration.load(contentsOf: context.workingDirectory.appending(path: "viper.json"))
            for warning in roles.warnings { console.error("warning: \(warning)") }
            let options = SpyOptions(
                testableImports: arguments.values("testable-import"), protocolNames: arguments.values("protocol"),
                modules: arguments.values("module"), vocabulary: roles.vocabulary)
            spies = try SpyGenerator(options: options).generate(from: contracts)
        } catch let error as SourceLoadingError {
            console.error("Error: \(error)")
            return .usage
        } catch let error as ConfigurationError {
            console.error("Error: \(error)")
            return .usage
        } catch let error as MocksError {
            // The paths or --protocol names point at no protocol: the command line is wrong.
            console.error("Error: \(error)")
            return .usage
        }
        for skipped in spies.skipped { console.error("warning: \(skipped)") }

        guard let output else {
            console.writeOutput(spies.text)
            return .success
        }
        let url = output.hasPrefix("/") ? URL(filePath: output) : context.workingDirectory.appending(path: output)
        let existing = FileManager.default.contents(atPath: url.path).flatMap { String(data: $0, encoding: .utf8) }
        if arguments.isSet("check") {
            guard spies.isCurrent(existing) else {
                let state = existing == nil ? "missing" : "stale"
                console.error("\(output) is \(state): run '\(Self.commandLine(arguments, paths: paths, output: output))' to update it.")
                return .failure
            }
            console.error("\(output) is up to date (\(spies.spyNames.count) spies).")
            return .success
        }
        guard !spies.isCurrent(existing) else {
            console.error("\(output) is up to date (\(spies.spyNames.count) spies).")
            return .success
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(spies.fileText(updating: existing).utf8).write(to: url, options: .atomic)
        console.error("Wrote \(spies.spyNames.count) spies to \(output): \(spies.spyNames.joined(separator: ", ")).")
        return .success
    }

    /// The command line that regenerates the file, for the stale message.
    private static func commandLine(_ arguments: ParsedArguments, paths: [String], output: String?) -> String {
        var words = ["viper", "mocks"] + paths
        if let output { words += ["--output", output] }
        words += arguments.values("protocol").flatMap { ["--protocol", $0] }
        words += arguments.values("module").flatMap { ["--module", $0] }
        words += arguments.values("testable-import").flatMap { ["--testable-import", $0] }
        return words.joined(separator: " ")
    }
}
