import ArgumentParser

/// `viper xcode-templates`: the group of commands that manage Xcode file templates.
struct XcodeTemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xcode-templates",
        abstract: "Manage Xcode file templates that write the modules 'viper new' writes.",
        subcommands: [XcodeTemplatesInstallCommand.self]
    )
}
