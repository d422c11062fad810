import Foundation
import PackagePlugin

/// `swift package viper-lint [--target <name> ...] [<viper lint options> ...]`: lints the
/// package's targets (every library and executable target, or the ones named), each with its own
/// `viper.json` when it has one, else the package's. Other options, such as `--fix` or
/// `--strict`, go to `viper lint` unchanged; `--fix` rewrites files, so it needs
/// `swift package --allow-writing-to-package-directory viper-lint --fix`.
@main
struct VIPERLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let package = context.package
        let targets = try package.swiftTargets(
            named: names, defaultKinds: [.generic, .executable], kinds: [.generic, .executable, .test],
            describedAs: "a Swift target to lint"
        )
        let viper = try ViperTool(context)
        let cache = context.pluginWorkDirectoryURL.appending(path: "cache").path
        var failed: [String] = []
        for target in targets {
            var lint = ["lint", package.relativePath(of: target.directoryURL), "--cache-path", cache]
            let configuration = target.directoryURL.appending(path: "viper.json")
            if FileManager.default.fileExists(atPath: configuration.path) {
                lint += ["--config", package.relativePath(of: configuration)]
            }
            let status = try viper.run(lint + extractor.remainingArguments, in: package.directoryURL)
            if status == 2 { throw PluginFailure(description: "viper lint could not lint \(target.name); see the error above.") }
            if status != 0 { failed.append(target.name) }
        }
        guard failed.isEmpty else {
            throw PluginFailure(description: "viper lint found violations that fail the run in \(failed.joined(separator: ", ")).")
        }
    }
}
