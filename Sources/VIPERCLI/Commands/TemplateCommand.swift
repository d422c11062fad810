/// `viper template`: the group of commands that manage custom templates.
public struct TemplateCommand: Command {
    /// The group, ready to be registered.
    public init() {}

    /// `template`'s name, help and subcommands.
    public let configuration = CommandConfiguration(
        name: "template",
        abstract: "Manage the templates 'viper new' renders.",
        subcommands: [TemplateEjectCommand()]
    )
}
