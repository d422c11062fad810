import ArgumentParser
import VIPERGenerator

/// `viper list`: the modules `viper new` generated, from `.viper/manifest.json`.
struct ListCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the modules 'viper new' generated, with their template and version.",
        discussion: "Modules added to an Xcode project show it, with the targets of their sources and tests, under XCODE."
    )

    /// Prints one row per module.
    func run(in context: CommandContext) throws -> ExitCode {
        let manifest = try Project(root: context.workingDirectory).loadManifest()
        guard !manifest.modules.isEmpty else {
            context.console.output("No generated modules: .viper/manifest.json lists none. Run 'viper new <Module>'.")
            return .success
        }
        let showsXcode = manifest.modules.contains { $0.xcode != nil }
        let header = ["MODULE", "TEMPLATE", "VERSION", "LAYOUT", "UI", "TESTS", "ASSEMBLY", "FILES"] + (showsXcode ? ["XCODE"] : [])
        let rows = manifest.modules.map { entry in
            [
                entry.name, entry.template, entry.version, entry.layout.rawValue, entry.ui.rawValue,
                entry.tests.rawValue, entry.assembly.rawValue, "\(entry.files.count)",
            ] + (showsXcode ? [Self.xcodeCell(entry.xcode)] : [])
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        for row in [header] + rows {
            let cells = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            context.console.output(cells.joined(separator: "  "))
        }
        return .success
    }

    /// `App.xcodeproj (App, AppTests)`: the project and the targets of the sources and tests; `-` for none.
    private static func xcodeCell(_ membership: Manifest.XcodeMembership?) -> String {
        guard let membership else { return "-" }
        let targets = [membership.target] + (membership.testTarget.map { [$0] } ?? [])
        return "\(membership.project) (\(targets.joined(separator: ", ")))"
    }
}
