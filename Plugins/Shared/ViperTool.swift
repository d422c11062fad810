import Foundation
import PackagePlugin

/// The `viper` executable, as a command plugin runs it: in the package's directory, its output
/// going straight to the user's terminal.
struct ViperTool {
    /// The executable SwiftPM built for the plugin.
    let url: URL

    /// The `viper` tool of `context`.
    init(_ context: PluginContext) throws {
        url = try viperExecutable { try context.tool(named: "viper").url }
    }

    /// Runs `viper arguments` in `directory` and returns its exit status.
    func run(_ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

extension Package {
    /// `url` relative to the package's directory when it lies inside it, else its full path,
    /// so the paths `viper` prints and records read as the user would write them.
    func relativePath(of url: URL) -> String {
        let root = directoryURL.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        guard path.hasPrefix(root + "/") else { return path }
        return String(path.dropFirst(root.count + 1))
    }

    /// The Swift targets named on the command line, each of one of `kinds` (`named` says what
    /// that means in the error), or, when none is named, every Swift target of `defaultKinds`.
    func swiftTargets(
        named names: [String], defaultKinds: [ModuleKind], kinds: [ModuleKind], describedAs named: String
    ) throws -> [SwiftSourceModuleTarget] {
        guard !names.isEmpty else {
            return targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { defaultKinds.contains($0.kind) }
        }
        return try targets(named: names).map { target in
            guard let module = target as? SwiftSourceModuleTarget, kinds.contains(module.kind) else {
                throw PluginFailure(description: "'\(target.name)' is not \(named).")
            }
            return module
        }
    }

    /// The package's test targets that depend on `target`.
    func testTargets(testing target: Target) -> [SwiftSourceModuleTarget] {
        targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { candidate in
            candidate.kind == .test
                && candidate.dependencies.contains { dependency in
                    if case .target(let dependency) = dependency { return dependency.id == target.id }
                    return false
                }
        }
    }
}
