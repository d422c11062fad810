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

            The generated files import VIPER and VIPERTesting. When the targets lack them, the \
            same write adds VIPERKit: to the Xcode project a package reference (an existing one \
            is reused) and the VIPER and VIPERTesting products; to Package.swift the package \
            dependency (with traits: [], so only the runtime resolves) and the products, with \
            the edits 'swift package add-dependency' and 'add-target-dependency' make. \
            --viperkit-url and --viperkit-requirement (or viper.json) choose where it comes \
            from; --no-link leaves the project alone and prints the steps instead.
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

    @Flag(
        help:
            "Print every file that would be written, and the Xcode project's or Package.swift's edit, with a diff against what exists; write nothing."
    )
    var dryRun = false

    @Flag(inversion: .prefixedNo, help: "Add VIPERKit to the project when the targets lack it (--no-link: print the steps instead).")
    var link = true

    /// Generates the module, or shows what would be generated with `--dry-run`.
    func run(in context: CommandContext) throws -> ExitCode {
        let project = Project(root: context.workingDirectory)
        let (resolved, xcode) = try settings.resolveWithXcode(in: project)
        var request = try resolved.request(for: module)
        if let xcode { request.target = xcode.testedModule }
        let templateName = resolved.template ?? BuiltInTemplate.name
        let templateSet = try project.templateSet(named: templateName)
        let console = context.console
        let linking = try ProjectLink.request(resolved, adds: link)

        if dryRun {
            let plan = try project.plan(request, templateSet: templateSet, force: true)
            for change in plan.changes {
                console.output("Would \(Self.verb(change.kind)) \(change.file.path)")
                if change.kind != .unchanged { console.output(change.diff) }
            }
            if let xcode {
                let edit = try xcode.addition(for: plan, root: project.root, link: linking)
                if !edit.isEmpty { console.output(edit.diff(path: xcode.projectPath(relativeTo: project.root) + "/project.pbxproj")) }
                edit.summary(planned: true).forEach { console.output($0) }
                console.report(edit.link, planned: true)
            } else if let manifest = try ProjectLink.package(
                linking, project: project, sourcesPath: request.sourcesPath, testsPath: request.testsPath)
            {
                if !manifest.diff.isEmpty { console.output(manifest.diff) }
                console.report(manifest.report, planned: true)
            }
            let pending = plan.changes.filter { $0.kind != .unchanged }.count
            console.output("Dry run: \(pending) of \(English.count(plan.changes.count, "file")) would be written; nothing was written.")
            return .success
        }

        let plan = try project.plan(request, templateSet: templateSet, force: force)
        let edit = try xcode?.addition(for: plan, root: project.root, link: linking)
        let manifest =
            xcode == nil
            ? try ProjectLink.package(linking, project: project, sourcesPath: request.sourcesPath, testsPath: request.testsPath) : nil
        let companions = [edit?.projectFile, manifest?.manifestFile].compactMap { $0 }
        try project.apply(plan, with: companions, xcode: xcode?.membership(relativeTo: project.root))
        for change in plan.changes {
            console.output("\(Self.past(change.kind)) \(change.file.path)")
        }
        edit?.summary(planned: false).forEach { console.output($0) }
        console.report(edit?.link ?? manifest?.report, planned: false)
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
