import Foundation
import VIPERGraph
import VIPERLint
import VIPERVocabulary

/// What `viper graph --format html` draws beside the graph: `viper lint`'s findings on the same
/// paths, as plain data the graph library takes without knowing the linter.
enum MapLintFindings {
    /// Lints `paths` as `viper lint` would (its `viper.json` configuration, and the cache in
    /// `cacheDirectory` unless nil), and returns the violations as map findings with the graph's
    /// paths.
    static func read(_ paths: [String], cacheDirectory: URL?, in context: CommandContext) throws -> [MapFinding] {
        let configurationFile = context.url(for: "viper.json")
        let configuration =
            FileManager.default.fileExists(atPath: configurationFile.path)
            ? try LintConfiguration.load(contentsOf: configurationFile) : .default
        let linter = Linter(configuration: configuration, cacheDirectory: cacheDirectory)
        let report = try linter.lint(paths: paths, relativeTo: context.workingDirectory.path)
        return report.violations.map { violation in
            MapFinding(
                rule: violation.ruleID, severity: violation.severity == .error ? .error : .warning, path: violation.path,
                line: violation.line, message: violation.message, typeName: violation.typeName.isEmpty ? nil : violation.typeName)
        }
    }

    /// The map's title: the last folder named by the first path (the working folder's for `.`).
    static func title(of paths: [String], in context: CommandContext) -> String {
        let url = context.url(for: paths.first ?? ".").standardizedFileURL
        let name =
            url.hasDirectoryPath || url.pathExtension.isEmpty ? url.lastPathComponent : url.deletingLastPathComponent().lastPathComponent
        return name.isEmpty ? "Modules" : name
    }
}
