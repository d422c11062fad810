import ArgumentParser
import Foundation
import VIPERGenerator
import VIPERXcode

/// The settings `viper new`, `viper init` and `viper doctor` share (``ModuleStyleOptions`` with
/// `viper extract`), and how a value is chosen: the command line, then `viper.json`, then what
/// the folder structure suggests, then the built-in default.
struct SettingOptions: ParsableArguments {
    @OptionGroup
    var style: ModuleStyleOptions

    @Option(help: "The kind of view to generate; none by default.")
    var ui: UIKind?

    @Option(
        help: ArgumentHelp(
            "The folder that receives module folders (default: Sources/<Target>/Modules when Sources/ holds one target).",
            valueName: "path"
        ),
        completion: .directory
    )
    var sourcesPath: String?

    @Option(help: ArgumentHelp("Comment lines put at the top of every generated file.", valueName: "text"))
    var header: String?

    @Option(help: ArgumentHelp("A template in .viper/templates/<name>/ instead of the built-in one.", valueName: "name"))
    var template: String?

    @Option(
        name: .customLong("viperkit-url"),
        help: ArgumentHelp(
            "Where a project that lacks VIPERKit gets it: a repository URL (a mirror, a fork), or for a Swift package a local path (default: \(VIPERKitPackage.defaultURL)).",
            valueName: "url"
        )
    )
    var viperKitURL: String?

    @Option(
        name: .customLong("viperkit-requirement"),
        help: ArgumentHelp(
            "VIPERKit's version rule: from <version>, up-to-next-minor-from <version>, exact <version>, branch <name> or revision <commit> (default: from \(VIPERVersion.current)).",
            valueName: "rule"
        ),
        transform: { text in try PackageRequirement(parsing: text).description }
    )
    var viperKitRequirement: String?

    /// The settings given explicitly on the command line.
    var explicit: Configuration {
        style.explicit(
            over: Configuration(
                sourcesPath: sourcesPath, ui: ui, header: header, template: template, viperKitURL: viperKitURL,
                viperKitRequirement: viperKitRequirement))
    }

    /// ``Project/resolvedSettingsWithXcode(explicit:)`` for these settings.
    func resolveWithXcode(in project: Project) throws -> (settings: Configuration, xcode: XcodeSetup?) {
        try project.resolvedSettingsWithXcode(explicit: explicit)
    }

    /// ``Project/resolvedSettings(explicit:)`` for these settings.
    func resolve(in project: Project) throws -> Configuration {
        try project.resolvedSettings(explicit: explicit)
    }
}

extension Project {
    /// ``resolvedSettings(explicit:)``, made to fit the Xcode project named (`--xcodeproj`, else
    /// `"xcodeproj"` in `viper.json`) or found in the folder: the project, its targets, and the
    /// folders of its targets as the default paths. The setup is nil when there is no project.
    func resolvedSettingsWithXcode(explicit: Configuration) throws -> (settings: Configuration, xcode: XcodeSetup?) {
        let file = try loadConfiguration()
        // viper.json is a file anyone can edit: its project must lie inside this one.
        if let recorded = file.xcodeproj { _ = try url(for: recorded, naming: "\"xcodeproj\" in viper.json") }
        let named = file.overridden(by: explicit)
        let resolved = try resolvedSettings(explicit: explicit)
        guard
            let xcode = try XcodeSetup.resolve(
                explicitProject: explicit.xcodeproj, recordedProject: file.xcodeproj, target: named.target,
                testTarget: named.testTarget, root: root
            )
        else { return (resolved, nil) }
        return (xcode.settings(resolved, named: named, root: root), xcode)
    }

    /// The command line (`explicit`) over `viper.json` over the detected defaults over the
    /// built-in defaults; a target not set anywhere is read from the chosen sources path.
    func resolvedSettings(explicit: Configuration) throws -> Configuration {
        let builtIn = Configuration(layout: .flat, ui: UIKind.none, tests: .swiftTesting, assembly: .router, header: "")
        var detected = detectedDefaults()
        let detectedTarget = detected.target
        detected.target = nil
        var resolved =
            builtIn
            .overridden(by: detected)
            .overridden(by: try loadConfiguration())
            .overridden(by: explicit)
        if resolved.target == nil {
            resolved.target = resolved.sourcesPath.flatMap(Project.target(forSourcesPath:)) ?? detectedTarget
        }
        return resolved
    }
}

extension Configuration {
    /// A request for module `name` with these settings.
    ///
    /// - Throws: ``ProjectError/undeterminedTarget(sourcesPath:)`` when no target is known.
    func request(for name: ModuleName) throws(ProjectError) -> ModuleRequest {
        let sources = sourcesPath ?? "Sources"
        guard let target else { throw .undeterminedTarget(sourcesPath: sources) }
        return ModuleRequest(
            name: name, layout: layout ?? .flat, ui: ui ?? UIKind.none, tests: tests ?? .swiftTesting,
            assembly: assembly ?? .router, sourcesPath: sources, testsPath: testsPath ?? "Tests",
            target: target, header: header ?? ""
        )
    }
}
