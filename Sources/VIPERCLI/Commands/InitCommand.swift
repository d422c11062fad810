import VIPERGenerator

/// `viper init`: writes `viper.json` with the project's defaults for `viper new`.
public struct InitCommand: Command {
    /// The command, ready to be registered.
    public init() {}

    /// `init`'s name, help and options.
    public let configuration = CommandConfiguration(
        name: "init",
        abstract: "Write viper.json with the project's defaults for 'viper new'.",
        discussion: """
            Each setting comes from its option, else from the existing viper.json, else from \
            the folder structure (one target in Sources/ gives Sources/<Target>/Modules and \
            Tests/<Target>Tests), else the default shown. Keys of viper.json that viper new \
            does not use, such as "lint", are kept.
            """,
        signature: CommandSignature(
            options: SettingOptions.generation + [SettingOptions.header, SettingOptions.template]
        )
    )

    /// Writes the resolved settings to `viper.json` and prints them.
    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        let project = Project(root: context.workingDirectory)
        let settings = try SettingOptions.resolve(arguments, in: project)
        try project.saveConfiguration(settings)
        context.console.output("Wrote viper.json:")
        context.console.writeOutput(try project.configurationText())
        return .success
    }
}
