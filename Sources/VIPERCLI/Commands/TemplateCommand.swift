import ArgumentParser

/// `viper template`: the group of commands that manage custom templates.
struct TemplateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "template",
        abstract: "Manage the templates 'viper new' renders.",
        subcommands: [TemplateEjectCommand.self]
    )
}
