import ArgumentParser
import Foundation
import VIPERGenerator
import VIPERToolSupport
import VIPERXcode

/// `viper xcode-templates install`: writes the `.xctemplate` bundles Xcode's File ▸ New ▸ File… offers.
struct XcodeTemplatesInstallCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Write VIPER file templates for Xcode's File ▸ New ▸ File… menu.",
        discussion: """
            Writes one .xctemplate bundle per kind of view with a module's sources, and one with \
            its tests and spies, rendered from the template 'viper new' uses (the "template" of \
            viper.json, else the built-in one) with the test framework, assembly and header of \
            viper.json. Xcode asks for the module's name, and for the module the tests import. \
            Installed files that differ are replaced only with --force.
            """
    )

    @Option(
        help: ArgumentHelp(
            "The folder to write the bundles to (default: ~/Library/Developer/Xcode/Templates/File Templates/VIPER).",
            valueName: "folder"
        ),
        completion: .directory
    )
    var path: String?

    @Flag(name: .shortAndLong, help: "Replace installed template files that differ.")
    var force = false

    /// Writes the bundles and lists them.
    func run(in context: CommandContext) throws -> ExitCode {
        let project = Project(root: context.workingDirectory)
        let settings = try project.loadConfiguration()
        let files = try XcodeFileTemplates.files(
            templateSet: try project.templateSet(named: settings.template),
            tests: settings.tests ?? .swiftTesting, assembly: settings.assembly ?? .router, header: settings.header ?? ""
        )
        let folder = path.map(context.url(for:)) ?? XcodeFileTemplates.defaultFolder
        let changes = try XcodeFileTemplates.install(files, into: folder, force: force)
        let bundles = Dictionary(grouping: changes) { String($0.file.path.prefix { $0 != "/" }) }
        for name in bundles.keys.sorted() {
            let written = bundles[name, default: []].filter { $0.kind != .unchanged }.count
            context.console.output(written == 0 ? "Unchanged \(name)" : "Wrote \(name) (\(English.count(written, "file")))")
        }
        context.console.output(
            "Installed \(English.count(bundles.count, "Xcode file template")) in \(folder.path); in Xcode: File ▸ New ▸ File… ▸ VIPER.")
        return .success
    }
}
