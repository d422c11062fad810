import ArgumentParser
import VIPERGenerator

/// `viper new <Module>`: writes a VIPER module with its tests and spies.
struct NewCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Generate a VIPER module with its tests and spies.",
        discussion: """
            Writes <Module>Contracts, View, Presenter, Interactor, Router and Models (plus a \
            Builder with --assembly builder) into <sources-path>/<Module>/, and Presenter and \
            Interactor tests with a spy for every contract protocol into <tests-path>/<Module>/. \
            The generated tests pass as generated.

            Every option not given falls back to viper.json (see 'viper init'), then to the \
            default shown. Nothing is overwritten without --force; the module is recorded in \
            .viper/manifest.json ('viper list').
            """
    )

    @Argument(
        help: ArgumentHelp("The module's name, an UpperCamelCase Swift identifier (e.g. Login).", valueName: "module"),
        transform: { try ModuleName(validating: $0) }
    )
    var module: ModuleName

    @OptionGroup
    var settings: SettingOptions

    @Flag(name: .shortAndLong, help: "Overwrite files that already exist, and regenerate an existing module.")
    var force = false

    @Flag(help: "Print every file that would be written, with a diff against what exists; write nothing.")
    var dryRun = false

    /// Generates the module, or shows what would be generated with `--dry-run`.
    func run(in context: CommandContext) throws -> ExitCode {
        let project = Project(root: context.workingDirectory)
        let resolved = try settings.resolve(in: project)
        let request = try resolved.request(for: module)
        let templateName = resolved.template ?? BuiltInTemplate.name
        let templateSet = try project.templateSet(named: templateName)
        let console = context.console

        if dryRun {
            let changes = try project.plan(request, templateSet: templateSet, force: true).changes
            for change in changes {
                console.output("Would \(Self.verb(change.kind)) \(change.file.path)")
                if change.kind != .unchanged { console.output(change.diff) }
            }
            let pending = changes.filter { $0.kind != .unchanged }.count
            console.output("Dry run: \(pending) of \(English.count(changes.count, "file")) would be written; nothing was written.")
            return .success
        }

        let plan = try project.plan(request, templateSet: templateSet, force: force)
        try project.apply(plan)
        for change in plan.changes {
            console.output("\(Self.past(change.kind)) \(change.file.path)")
        }
        console.output(
            "Generated module '\(module)' with template '\(templateName)' "
                + "(layout \(request.layout.rawValue), ui \(request.ui.rawValue), "
                + "tests \(request.tests.rawValue), assembly \(request.assembly.rawValue))."
        )
        return .success
    }

    private static func verb(_ kind: FileChange.Kind) -> String {
        switch kind {
        case .create: "create"
        case .overwrite: "overwrite"
        case .unchanged: "leave unchanged"
        }
    }

    private static func past(_ kind: FileChange.Kind) -> String {
        switch kind {
        case .create: "Created"
        case .overwrite: "Overwrote"
        case .unchanged: "Unchanged"
        }
    }
}
