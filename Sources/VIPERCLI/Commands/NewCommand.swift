import VIPERGenerator

/// `viper new <Module>`: writes a VIPER module with its tests and spies.
public struct NewCommand: Command {
    /// The command, ready to be registered.
    public init() {}

    static let moduleArgument = PositionalArgument(
        "module", help: "The module's name, an UpperCamelCase Swift identifier (e.g. Login)."
    )

    /// `new`'s name, help and arguments.
    public let configuration = CommandConfiguration(
        name: "new",
        abstract: "Generate a VIPER module with its tests and spies.",
        discussion: """
            Writes <Module>Contracts, View, Presenter, Interactor, Router and Models (plus a \
            Builder with --assembly builder) into <sources-path>/<Module>/, and Presenter and \
            Interactor tests with a spy for every contract protocol into <tests-path>/<Module>/. \
            The generated tests pass as generated.

            Every option not given falls back to viper.json (see 'viper init'), then to the \
            default shown. Nothing is overwritten without --force; the module is recorded in \
            .viper/manifest.json ('viper list').
            """,
        signature: CommandSignature(
            arguments: [NewCommand.moduleArgument],
            options: SettingOptions.generation + [SettingOptions.header, SettingOptions.template],
            flags: [
                Flag("force", short: "f", help: "Overwrite files that already exist, and regenerate an existing module."),
                Flag("dry-run", help: "Print every file that would be written, with a diff against what exists; write nothing."),
            ]
        )
    )

    /// Generates the module, or shows what would be generated with `--dry-run`.
    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        let rawName = arguments.argument(Self.moduleArgument.name) ?? ""
        let name: ModuleName
        do {
            name = try ModuleName(validating: rawName)
        } catch {
            throw UsageError.invalidArgument(rawName, for: Self.moduleArgument, reason: error.description)
        }
        let project = Project(root: context.workingDirectory)
        let settings = try SettingOptions.resolve(arguments, in: project)
        let request = try settings.request(for: name)
        let templateName = settings.template ?? BuiltInTemplate.name
        let templateSet = try project.templateSet(named: templateName)
        let force = arguments.isSet("force")
        let console = context.console

        if arguments.isSet("dry-run") {
            let changes = try project.plan(request, templateSet: templateSet, force: true).changes
            for change in changes {
                console.output("Would \(Self.verb(change.kind)) \(change.file.path)")
                if change.kind != .unchanged { console.output(change.diff) }
            }
            let pending = changes.filter { $0.kind != .unchanged }.count
            console.output("Dry run: \(pending) of \(changes.count) files would be written; nothing was written.")
            return .success
        }

        let plan = try project.plan(request, templateSet: templateSet, force: force)
        try project.apply(plan)
        for change in plan.changes {
            console.output("\(Self.past(change.kind)) \(change.file.path)")
        }
        console.output(
            "Generated module '\(name)' with template '\(templateName)' "
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
