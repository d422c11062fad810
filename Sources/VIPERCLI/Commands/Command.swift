/// One `viper` command: what it accepts (its ``CommandConfiguration``) and what it does.
///
/// A command is one file: a struct with its configuration and `run`. Group
/// commands (`viper template`) list subcommands and keep the default `run`,
/// which asks for a subcommand.
///
/// ```swift
/// struct GreetCommand: Command {
///     let configuration = CommandConfiguration(
///         name: "greet",
///         abstract: "Print a greeting.",
///         signature: CommandSignature(arguments: [PositionalArgument("name", help: "Who to greet.")])
///     )
///     func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
///         context.console.output("Hello, \(arguments.argument("name") ?? "")!")
///         return .success
///     }
/// }
/// ```
public protocol Command: Sendable {
    /// The command's name, help text, arguments and subcommands.
    var configuration: CommandConfiguration { get }

    /// Performs the command with its parsed arguments.
    ///
    /// Throw ``UsageError`` for a command line the signature cannot catch (the
    /// tool exits with ``ExitCode/usage``); any other error is printed as
    /// `Error: ...` and the tool exits with ``ExitCode/failure``.
    func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode
}

extension Command {
    /// Asks for one of the subcommands: the behaviour of a group command.
    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        throw UsageError.missingSubcommand(available: configuration.subcommands.map(\.configuration.name))
    }
}
