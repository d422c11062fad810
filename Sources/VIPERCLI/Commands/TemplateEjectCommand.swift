import ArgumentParser
import VIPERGenerator

/// `viper template eject <name>`: copies the built-in template into the project for a team to edit.
struct TemplateEjectCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eject",
        abstract: "Copy the built-in template to .viper/templates/<name>/ to edit it.",
        discussion: """
            Files under sources/ go to the module's source folder, files under tests/ to its \
            test folder; a role folder such as View/ is kept by --layout roles. File names and \
            texts are templates: {{Module}}, {{module}}, {{MODULE}}, {{module_snake}}, {{target}}, \
            {{header}}, {{version}}, and the options {{layout}}, {{ui}}, {{tests}}, {{assembly}}, \
            tested with {{#if ui == "uikit"}} ... {{else}} ... {{/if}}. A file that renders blank \
            is not written. Use it with 'viper new <Module> --template <name>'.
            """
    )

    /// Why a template name was refused.
    struct NotAFolderName: Error, CustomStringConvertible {
        var description: String { "a template name is a folder name: no '/', not starting with '.'" }
    }

    @Argument(
        help: "The new template's name.",
        transform: { name in
            guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { throw NotAFolderName() }
            return name
        }
    )
    var name: String

    @Flag(name: .shortAndLong, help: "Replace the files of an existing template of that name.")
    var force = false

    /// Writes the template's files and lists them.
    func run(in context: CommandContext) throws -> ExitCode {
        let written = try Project(root: context.workingDirectory).ejectTemplate(named: name, force: force)
        written.forEach { context.console.output("Wrote \($0)") }
        context.console.output("Edit them, then run 'viper new <Module> --template \(name)'.")
        return .success
    }
}
