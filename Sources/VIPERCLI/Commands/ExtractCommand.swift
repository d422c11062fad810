import ArgumentParser
import Foundation
import VIPERExtract
import VIPERGenerator
import VIPERXcode

/// `viper extract <file>`: turns a view controller into a VIPER module; a thin front end over
/// ``VIPERExtract/ViewControllerExtractor``.
struct ExtractCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Turn a massive view controller into a VIPER module, with nothing lost.",
        discussion: """
            Places every member of the view controller by what it touches: outlets, UIKit views and \
            UIKit callbacks stay in the View; screen state, formatting and decisions go to <Module>Presenter; \
            services, UserDefaults, file I/O, singletons and clocks to <Module>Interactor, which answers \
            through a weak output; push, present, dismiss, performSegue and building other screens to \
            <Module>Router, which holds its view controller weakly. The contracts go to <Module>Contracts \
            and the wiring to <Module>Assembly, beside the original file, which becomes the View: it keeps \
            its class name (storyboards still find it) and reaches the rest through its presenter.

            A method that mixes roles is split into a chain (View intent, Presenter decision, Interactor \
            call, Presenter, View render) where the data flow allows; escaping closures that move out of \
            the View capture self weakly. A member that cannot be split, or needs what another role cannot \
            reach, stays in the View and is listed as a manual step with the reason. Nothing is dropped or \
            copied: before anything is written, the output is re-read, every file must parse, every \
            declaration of the original must appear exactly once, and viper lint's navigation-in-router, \
            view-talks-to-presenter-only, no-ui-import-in-logic and weak-reference rules must find nothing \
            outside the manual steps. Otherwise the command exits 1 and writes nothing.

            The project options are viper new's, resolved the same way (command line, viper.json, the \
            folder): --layout roles puts the Presenter, Interactor and Router in folders of their own; \
            --assembly builder wires the module with a <Module>Builder. When a target is known, \
            <tests-path>/<Module>/ gets spies of the contracts (as viper mocks writes them) and tests of \
            the Presenter and Interactor in the --tests framework. With an Xcode project the files are \
            added to it: the module to --target, the spies and tests to --test-target.

            --dry-run prints the diff and the placement table (member, role, why) and writes nothing; \
            --json prints the report (files, placements, manual steps) as JSON. Files, and the Xcode \
            project's edit, are written all together or not at all; the new module's files are not \
            overwritten without --force.
            """
    )

    @Argument(help: "The Swift file that declares the view controller.", completion: .file(extensions: ["swift"]))
    var file: String

    @Option(
        name: .customLong("type"), help: ArgumentHelp("The view controller to extract, when the file declares several.", valueName: "name"))
    var typeName: String?

    @Option(help: ArgumentHelp("The module's name (default: the type's name without ViewController).", valueName: "name"))
    var module: String?

    @Flag(help: "Print the diff and the placement table; write nothing.")
    var dryRun = false

    @Flag(help: "Print the report (files, placements, manual steps) as JSON, and nothing else (with --dry-run, instead of the diff).")
    var json = false

    @Flag(name: .shortAndLong, help: "Overwrite the module's files when they already exist.")
    var force = false

    @OptionGroup(title: "Project options (as viper new; each falls back to viper.json)")
    var style: ModuleStyleOptions

    @Flag(inversion: .prefixedNo, help: "Add VIPERKit to the Xcode targets when they lack it (--no-link: print the steps instead).")
    var link = true

    func run(in context: CommandContext) throws -> ExitCode {
        let url = context.url(for: file).standardizedFileURL
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw ValidationError("Cannot read '\(file)': expected a Swift file that declares a view controller.")
        }
        let project = Self.project(for: url, workingDirectory: context.workingDirectory)
        let path = String(url.path.dropFirst(project.root.path.count + 1))
        let (settings, xcode) = try project.resolvedSettingsWithXcode(explicit: style.explicit())
        let target = xcode?.testedModule ?? settings.target
        let options = ExtractOptions(
            layout: settings.layout ?? .flat, assembly: settings.assembly ?? .router, tests: settings.tests ?? .swiftTesting,
            testing: target.map { ExtractOptions.Testing(testsPath: settings.testsPath ?? "Tests", target: $0) })
        let extraction = try ViewControllerExtractor.extract(source: text, path: path, typeName: typeName, module: module, options: options)
        let edit = try xcode?.addition(
            of: extraction.files.map { XcodeMemberFile(path: $0.path, targetKind: $0.isTest ? .tests : .app) }, root: project.root,
            link: try ProjectLink.request(settings, adds: link))
        let console = context.console
        if target == nil { console.error("No tests were written: no target is known to import; pass --target <module>.") }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            console.output(String(decoding: try encoder.encode(extraction), as: UTF8.self))
        } else if dryRun {
            console.output(extraction.diff + "\n" + extraction.table)
            if let edit, let xcode, !edit.isEmpty {
                console.output(edit.diff(path: xcode.projectPath(relativeTo: project.root) + "/project.pbxproj"))
            }
        }
        if dryRun {
            if !json {
                edit?.summary(planned: true).forEach { console.output($0) }
                console.output("Dry run: \(extraction.files.count) files would be written; nothing was written.")
            }
            return .success
        }
        try write(extraction, with: edit, to: project)
        if !json {
            console.output(extraction.table)
            for file in extraction.files { console.output("Wrote \(file.path)") }
            edit?.summary(planned: false).forEach { console.output($0) }
            console.output(
                "Extracted \(extraction.typeName) into module '\(extraction.module)': "
                    + "\(extraction.placements.count - extraction.manualSteps.count) members placed, \(extraction.manualSteps.count) manual steps."
            )
        }
        if json { edit?.link?.warningLines.forEach { console.error($0) } } else { console.report(edit?.link, planned: false) }
        return .success
    }

    /// The project the file belongs to: the working directory, or the file's folder when the
    /// file lies outside it (the module is then written beside the file, and nowhere else).
    private static func project(for file: URL, workingDirectory: URL) -> Project {
        let root = workingDirectory.standardizedFileURL
        return file.path.hasPrefix(root.path + "/") ? Project(root: root) : Project(root: file.deletingLastPathComponent())
    }

    /// Writes the module's files and the Xcode project's edit all together, or nothing.
    private func write(_ extraction: Extraction, with edit: XcodeProjectChange?, to project: Project) throws {
        let clobbered = extraction.files.dropFirst().filter {
            FileManager.default.fileExists(atPath: project.root.appending(path: $0.path).path)
        }
        if !force, !clobbered.isEmpty {
            throw ProjectError.filesExist(clobbered.map(\.path))
        }
        let files = extraction.files.map { GeneratedFile(path: $0.path, contents: $0.contents) }
        // The Xcode project lies in the project (XcodeSetup resolved it there): written by its path inside it.
        let projectFile = edit?.projectFile.map { file in
            GeneratedFile(path: String(file.path.dropFirst(project.root.standardizedFileURL.path.count + 1)), contents: file.contents)
        }
        try project.write(files + [projectFile].compactMap { $0 })
    }
}

/// A view controller `viper extract` cannot split without losing or breaking code.
extension ExtractError: CommandFailure {
    /// ``ExitCode/usage`` for a file or name the user gave wrongly, ``ExitCode/failure`` when the checks refuse the output.
    public var exitCode: ExitCode {
        switch self {
        case .unparsable, .noViewController, .ambiguousViewController, .invalidModuleName: .usage
        case .conservation, .lint: .failure
        }
    }
}
