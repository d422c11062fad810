import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory viper-new <Module> [--target <name>]
/// [<viper new options> ...]`: runs `viper new` in the package's directory. With `--target`, the
/// module goes to `<target's folder>/Modules` and its tests to the folder of the test target
/// that depends on it, unless `--sources-path` or `--tests-path` say otherwise.
@main
struct VIPERNewCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let package = context.package
        var arguments = arguments
        if let name = Self.value(of: "--target", in: arguments) {
            let target = try package.targets(named: [name])[0]
            if Self.value(of: "--sources-path", in: arguments) == nil {
                arguments += ["--sources-path", package.relativePath(of: target.directoryURL.appending(path: "Modules"))]
            }
            if Self.value(of: "--tests-path", in: arguments) == nil, let tests = package.testTargets(testing: target).first {
                arguments += ["--tests-path", package.relativePath(of: tests.directoryURL)]
            }
        }
        let status = try ViperTool(context).run(["new"] + arguments, in: package.directoryURL)
        guard status == 0 else { throw PluginFailure(description: "viper new did not generate the module; see the error above.") }
    }

    /// The value given for `option` as `--option value` or `--option=value`, if any.
    static func value(of option: String, in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { return nil }
            if argument == option { return arguments.indices.contains(index + 1) ? arguments[index + 1] : nil }
            if argument.hasPrefix(option + "=") { return String(argument.dropFirst(option.count + 1)) }
        }
        return nil
    }
}
