import ArgumentParser
import VIPERGenerator

/// `viper init`: writes `viper.json` with the project's defaults for `viper new`.
struct InitCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write viper.json with the project's defaults for 'viper new'.",
        discussion: """
            Each setting comes from its option, else from the existing viper.json, else from \
            the folder structure (one target in Sources/ gives Sources/<Target>/Modules and \
            Tests/<Target>Tests), else the default shown. Keys of viper.json that viper new \
            does not use, such as "lint", are kept.
            """
    )

    @OptionGroup
    var settings: SettingOptions

    /// Writes the resolved settings to `viper.json` and prints them.
    func run(in context: CommandContext) throws -> ExitCode {
        let project = Project(root: context.workingDirectory)
        try project.saveConfiguration(try settings.resolve(in: project))
        context.console.output("Wrote viper.json:")
        context.console.writeOutput(try project.configurationText())
        return .success
    }
}
