import VIPERGenerator

/// The `viper` command itself: a group of the subcommands in ``VIPERCommand/subcommands``.
public struct VIPERCommand: Command {
    /// Every `viper` subcommand, in the order help lists them. Adding a command is
    /// one file with its struct and one entry here.
    public static let subcommands: [any Command] = [
        NewCommand(),
        InitCommand(),
        ListCommand(),
        TemplateCommand(),
        LintCommand(),
        MocksCommand(),
        GraphCommand(),
    ]

    /// The root of the `viper` command tree.
    public init() {}

    /// `viper` and its subcommands.
    public let configuration = CommandConfiguration(
        name: "viper",
        abstract: "Generate, check and explore VIPER modules.",
        subcommands: VIPERCommand.subcommands
    )

    /// The `viper` tool, ready to run a command line.
    public static var tool: CommandLineTool {
        CommandLineTool(root: VIPERCommand(), version: VIPERVersion.current)
    }
}
