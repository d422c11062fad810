import ArgumentParser
import VIPERGenerator
import VIPERToolSupport
import VIPERXcode

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

            With an Xcode project (--xcodeproj, else the one viper.json records, else the only \
            .xcodeproj in the folder), the files are also added to it, in the same all-or-nothing \
            write: into groups that mirror their folders, the sources into the Compile Sources \
            phase of --target, the tests and spies into that of --test-target. Files in a \
            synchronized folder need no project edit.
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

    @Flag(help: "Print every file that would be written, and the Xcode project's edit, with a diff against what exists; write nothing.")
    var dryRun = false

    /// Generates the module, or shows what would be generated with `--dry-run`.
    func run(in context: CommandContext) throws -> ExitCode {
        let project = Project(root: context.workingDirectory)
        let (resolved, xcode) = try settings.resolveWithXcode(in: project)
        var request = try resolved.request(for: module)
        if let xcode { request.target = xcode.testedModule }
        let templateName = resolved.template ?? BuiltInTemplate.name
        let templateSet = try project.templateSet(named: templateName)
        let console = context.console

        if dryRun {
            let plan = try project.plan(request, templateSet: templateSet, force: true)
            for change in plan.changes {
                console.output("Would \(Self.verb(change.kind)) \(change.file.path)")
                if change.kind != .unchanged { console.output(change.diff) }
            }
            if let xcode {
                let edit = try xcode.addition(for: plan, root: project.root)
                if !edit.isEmpty { console.output(edit.diff(path: xcode.projectPath(relativeTo: project.root) + "/project.pbxproj")) }
                edit.summary(planned: true).forEach { console.output($0) }
            }
            let pending = plan.changes.filter { $0.kind != .unchanged }.count
            console.output("Dry run: \(pending) of \(English.count(plan.changes.count, "file")) would be written; nothing was written.")
            return .success
        }

        let plan = try project.plan(request, templateSet: templateSet, force: force)
        let edit = try xcode?.addition(for: plan, root: project.root)
        try project.apply(plan, with: edit?.projectFile.map { [$0] } ?? [], xcode: xcode?.membership(relativeTo: project.root))
        for change in plan.changes {
            console.output("\(Self.past(change.kind)) \(change.file.path)")
        }
        edit?.summary(planned: false).forEach { console.output($0) }
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
