import ArgumentParser
import VIPERGenerator
import VIPERToolSupport
import VIPERXcode

/// `viper remove <Module>`: deletes a module `viper new` generated, and takes its files out of
/// the Xcode project it was added to; a thin front end over ``VIPERGenerator/Project/planRemoval(of:)``.
struct RemoveCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Delete a generated module: its files, the folders they leave empty, its manifest entry and its Xcode project entries.",
        discussion: """
            Only modules that 'viper list' shows (.viper/manifest.json) can be removed. Everything is \
            done in one all-or-nothing write. Only files inside the project are deleted: a manifest \
            path that is absolute, holds '..' or leads out through a symbolic link stops the command \
            before anything is deleted, --force or not. A file edited since viper new wrote it (or whose hash was \
            never recorded) is never deleted without --force: then nothing is deleted, and the files are \
            listed. Files already gone are skipped. When the module was added to an Xcode project, its \
            files leave that project's groups and build phases in the same write.
            """
    )

    @Argument(help: ArgumentHelp("The module's name, as 'viper list' shows it.", valueName: "module"))
    var module: String

    @Flag(name: .shortAndLong, help: "Delete the files edited since they were generated as well.")
    var force = false

    @Flag(help: "Print the files and folders that would be deleted and the Xcode project's edit; delete nothing.")
    var dryRun = false

    /// Removes the module, or shows what would be removed with `--dry-run`.
    func run(in context: CommandContext) throws -> ExitCode {
        let project = Project(root: context.workingDirectory)
        let plan = try project.planRemoval(of: module)
        let xcodeProject = try plan.status.entry.xcode.map { membership throws(ProjectError) in
            try project.url(for: membership.project, naming: "the manifest's Xcode project")
        }
        let edit = try xcodeProject.map { url throws(XcodeProjectError) in
            try XcodeProject(url: url).removal(of: plan.status.files.map(\.path), root: project.root)
        }
        let console = context.console

        if dryRun {
            let protected = Set(force ? [] : plan.protectedFiles)
            for path in plan.filesToDelete {
                console.output(
                    protected.contains(path)
                        ? "Would keep \(path): edited since it was generated (--force deletes it)" : "Would delete \(path)")
            }
            for folder in plan.folders { console.output("Would delete the folder \(folder) once it is empty") }
            if let edit, let membership = plan.status.entry.xcode {
                if !edit.isEmpty { console.output(edit.diff(path: membership.project + "/project.pbxproj")) }
                edit.summary(planned: true).forEach { console.output($0) }
            }
            let count = English.count(plan.filesToDelete.count - protected.count, "file")
            console.output("Dry run: \(count) of module '\(module)' would be deleted; nothing was deleted.")
            return .success
        }

        let deleted = try project.remove(plan, force: force, with: edit?.projectFile.map { [$0] } ?? [])
        for path in deleted { console.output("Deleted \(path)") }
        edit?.summary(planned: false).forEach { console.output($0) }
        console.output("Removed module '\(module)' (\(English.count(deleted.count, "file")) deleted).")
        return .success
    }
}
