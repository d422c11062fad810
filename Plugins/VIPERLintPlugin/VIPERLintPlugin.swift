import Foundation
import PackagePlugin

/// Runs `viper lint` on the Swift files of every target it is applied to, on every build, so
/// violations show as warnings and errors at their file and line in `swift build` and Xcode.
///
/// It is a build command, not a prebuild command: a prebuild command may only run a binary
/// target, and `viper` is built from source. The command declares no output, so SwiftPM runs it
/// on every build (a linter's diagnostics must show on every build, not only when a file
/// changed); it stays cheap because `viper lint` keeps its per-file cache in the plugin's work
/// directory and parses only the files that changed. Violations at error severity fail the build.
@main
struct VIPERLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return try Self.lintCommand(
            viper: viperExecutable { try context.tool(named: "viper").url },
            name: target.name,
            files: module.sourceFiles(withSuffix: "swift").map(\.url),
            configurationFolders: [target.directoryURL, context.package.directoryURL],
            workDirectory: context.pluginWorkDirectoryURL
        )
    }

    /// The `viper lint` command for `files`, reading the first `viper.json` found in
    /// `configurationFolders` and caching in `workDirectory`; none when there is no file to lint.
    static func lintCommand(
        viper: URL, name: String, files: [URL], configurationFolders: [URL], workDirectory: URL
    ) -> [Command] {
        guard !files.isEmpty else { return [] }
        let configuration =
            configurationFolders
            .map { $0.appending(path: "viper.json") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
        var arguments = ["lint", "--format", "xcode", "--quiet", "--cache-path", workDirectory.appending(path: "cache").path]
        if let configuration { arguments += ["--config", configuration.path] }
        arguments += ["--"] + files.map(\.path)
        return [
            .buildCommand(
                displayName: "viper lint \(name)",
                executable: viper,
                arguments: arguments,
                inputFiles: files + (configuration.map { [$0] } ?? []),
                outputFiles: []
            )
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension VIPERLintPlugin: XcodeBuildToolPlugin {
    /// The same command for a target of an Xcode project, with the project's `viper.json`.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.lintCommand(
            viper: viperExecutable { try context.tool(named: "viper").url },
            name: target.displayName,
            files: target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url),
            configurationFolders: [context.xcodeProject.directoryURL],
            workDirectory: context.pluginWorkDirectoryURL
        )
    }
}
#endif
