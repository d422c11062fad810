import ArgumentParser
import VIPERGenerator

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `viper` command: the root of the command tree, and the one place a command line is
/// parsed, run and turned into an exit status.
///
/// ## Adding a command
///
/// A command is one file in `Commands/` plus one entry in ``configuration``'s `subcommands`
/// (the order of that list is the order `viper --help` shows). The file declares a struct that
/// conforms to ``RunnableCommand``: its `configuration` gives the name, abstract and discussion;
/// its options are typed properties (`@Argument`, `@Option`, `@Flag`, and `@OptionGroup` for
/// options several commands share, such as ``SettingOptions`` and ``OutputOptions``); checks
/// that only need the parsed values go in `validate()`, which turns a `ValidationError` into a
/// usage error with the command's usage line; `run(in:)` does the work:
///
/// ```swift
/// struct GreetCommand: RunnableCommand {
///     static let configuration = CommandConfiguration(
///         commandName: "greet",
///         abstract: "Print a greeting."
///     )
///
///     @Argument(help: "Who to greet.")
///     var name: String
///
///     @Flag(name: .shortAndLong, help: "Shout it.")
///     var loud = false
///
///     func run(in context: CommandContext) throws -> ExitCode {
///         let greeting = "Hello, \(name)!"
///         context.console.output(loud ? greeting.uppercased() : greeting)
///         return .success
///     }
/// }
/// ```
///
/// `run(in:)` returns ``ExitCode/success``, or ``ExitCode/failure`` when it ran and found
/// something wrong. It never catches an error to print it: it throws, and ``run(_:in:)`` prints
/// `Error: …` and exits with the error's ``CommandFailure/exitCode`` (2 for usage and
/// configuration errors), or 1 for any other error. Paths the user gives are resolved with
/// ``CommandContext/url(for:)``. A group of commands (`viper template`) is a plain
/// `ParsableCommand` with `subcommands` and no `run`.
public struct VIPERCommand: ParsableCommand {
    /// `viper`'s help, version and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "viper",
        abstract: "Generate, check and explore VIPER modules.",
        version: VIPERVersion.current,
        subcommands: [
            NewCommand.self,
            InitCommand.self,
            DoctorCommand.self,
            ListCommand.self,
            RemoveCommand.self,
            TemplateCommand.self,
            XcodeTemplatesCommand.self,
            LintCommand.self,
            MocksCommand.self,
            GraphCommand.self,
            ExtractCommand.self,
        ]
    )

    /// The width help pages and usage errors are laid out for, the same on every terminal.
    static let helpColumns = 80

    /// The root command, as swift-argument-parser creates it.
    public init() {}

    /// Runs the command line `words` (without the executable's own path) in `context` and
    /// returns the status to exit with. Help, `--version` and completion scripts go to standard
    /// output; errors go to standard error.
    public static func run(_ words: [String], in context: CommandContext) -> ExitCode {
        do {
            switch try parseAsRoot(words) {
            case let command as any RunnableCommand:
                return try command.run(in: context)
            case let group where !type(of: group).configuration.subcommands.isEmpty:
                throw MissingSubcommand(group: type(of: group))
            case var builtIn:
                // `viper help <command>`: swift-argument-parser's own command, which throws its page.
                try builtIn.run()
                return .success
            }
        } catch {
            return report(error, in: context)
        }
    }

    /// Runs the process's command line in its terminal and current directory, and exits with
    /// the status.
    public static func main() {
        let status = run(Array(CommandLine.arguments.dropFirst()), in: .standard)
        #if canImport(Glibc)
        Glibc.exit(status.rawValue)
        #elseif canImport(Darwin)
        Darwin.exit(status.rawValue)
        #endif
    }

    /// Prints `error` and returns the status it exits with: the one place errors become exit codes.
    private static func report(_ error: any Error, in context: CommandContext) -> ExitCode {
        if let failure = error as? any CommandFailure {
            context.console.error("Error: \(failure)")
            return failure.exitCode
        }
        let message = fullMessage(for: error, columns: helpColumns)
        let status = exitCode(for: error)
        if status == .success {
            context.console.output(message)
            return .success
        }
        if !message.isEmpty { context.console.error(message) }
        return status == .validationFailure ? .usage : ExitCode(rawValue: status.rawValue)
    }

    /// The words that name `command`, from `viper` down (`["viper", "template", "eject"]`).
    static func commandPath(to command: any ParsableCommand.Type) -> [String] {
        func search(_ node: any ParsableCommand.Type, _ path: [String]) -> [String]? {
            let path = path + [node.configuration.commandName ?? "\(node)"]
            if ObjectIdentifier(node) == ObjectIdentifier(command) { return path }
            return node.configuration.subcommands.lazy.compactMap { search($0, path) }.first
        }
        return search(self, []) ?? [command.configuration.commandName ?? "\(command)"]
    }
}
