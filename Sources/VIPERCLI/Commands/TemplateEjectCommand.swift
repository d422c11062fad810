import VIPERGenerator

/// `viper template eject <name>`: copies the built-in template into the project for a team to edit.
public struct TemplateEjectCommand: Command {
    /// The command, ready to be registered.
    public init() {}

    /// `eject`'s name, help and arguments.
    public let configuration = CommandConfiguration(
        name: "eject",
        abstract: "Copy the built-in template to .viper/templates/<name>/ to edit it.",
        discussion: """
            Files under sources/ go to the module's source folder, files under tests/ to its \
            test folder; a role folder such as View/ is kept by --layout roles. File names and \
            texts are templates: {{Module}}, {{module}}, {{MODULE}}, {{module_snake}}, {{target}}, \
            {{header}}, {{version}}, and the options {{layout}}, {{ui}}, {{tests}}, {{assembly}}, \
            tested with {{#if ui == "uikit"}} ... {{else}} ... {{/if}}. A file that renders blank \
            is not written. Use it with 'viper new <Module> --template <name>'.
            """,
        signature: CommandSignature(
            arguments: [PositionalArgument("name", help: "The new template's name.")],
            flags: [Flag("force", short: "f", help: "Replace the files of an existing template of that name.")]
        )
    )

    /// Writes the template's files and lists them.
    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        let name = arguments.argument("name") ?? ""
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
            throw UsageError.invalidArgument(
                name, for: configuration.signature.arguments[0],
                reason: "a template name is a folder name: no '/', not starting with '.'"
            )
        }
        let written = try Project(root: context.workingDirectory).ejectTemplate(named: name, force: arguments.isSet("force"))
        written.forEach { context.console.output("Wrote \($0)") }
        context.console.output("Edit them, then run 'viper new <Module> --template \(name)'.")
        return .success
    }
}
