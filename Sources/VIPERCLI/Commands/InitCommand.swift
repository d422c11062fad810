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

            It then checks that the project links VIPERKit where generated modules need it \
            (see 'viper doctor'); with --link it adds what is missing, as 'viper new' does, \
            for a project that starts with VIPERKit before its first module. \
            --viperkit-url and --viperkit-requirement are recorded as "viperKitURL" and \
            "viperKitRequirement".
            """
    )

    @OptionGroup
    var settings: SettingOptions

    @Flag(help: "Add VIPERKit to the project where its targets lack it, as 'viper new' does.")
    var link = false

    /// Writes the resolved settings to `viper.json` and prints them, then the project's link to
    /// VIPERKit (made with `--link`).
    func run(in context: CommandContext) throws -> ExitCode {
        let project = Project(root: context.workingDirectory)
        let (resolved, xcode) = try settings.resolveWithXcode(in: project)
        let check = try ProjectLink.check(try ProjectLink.request(resolved, adds: link), project: project, settings: resolved, xcode: xcode)
        try project.saveConfiguration(resolved)
        try check?.write()
        if let xcode { context.console.output(xcode.summary(relativeTo: project.root)) }
        context.console.output("Wrote viper.json:")
        context.console.writeOutput(try project.configurationText())
        context.console.report(check?.report, planned: false)
        return .success
    }
}
