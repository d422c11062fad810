import ViperGenerator

/// The `viper` command itself: a group of the subcommands in ``ViperCommand/subcommands``.
public struct ViperCommand: Command {
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
        subcommands: ViperCommand.subcommands
    )

    /// The `viper` tool, ready to run a command line.
    public static var tool: CommandLineTool {
        CommandLineTool(root: ViperCommand(), version: ViperVersion.current)
    }
}
