import ArgumentParser
import VIPERGenerator
import VIPERXcode

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

            With an Xcode project (--xcodeproj, else the only .xcodeproj in the folder), it \
            records the project, the target that compiles the modules (--target, else the only \
            target that is not a test bundle) and the test target (--test-target, else \
            <target>Tests, else the only unit test target) as "xcodeproj", "target" and \
            "testTarget", and the targets' folders as the default paths.
            """
    )

    @OptionGroup
    var settings: SettingOptions

    /// Writes the resolved settings to `viper.json` and prints them.
    func run(in context: CommandContext) throws -> ExitCode {
        let project = Project(root: context.workingDirectory)
        let (resolved, xcode) = try settings.resolveWithXcode(in: project)
        try project.saveConfiguration(resolved)
        if let xcode { context.console.output(xcode.summary(relativeTo: project.root)) }
        context.console.output("Wrote viper.json:")
        context.console.writeOutput(try project.configurationText())
        return .success
    }
}
