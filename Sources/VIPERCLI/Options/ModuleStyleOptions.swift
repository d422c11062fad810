import ArgumentParser
import VIPERGenerator

/// How a module is written into a project, the settings `viper new` (through ``SettingOptions``)
/// and `viper extract` share: its layout, assembly style and test framework, where its tests go
/// and the module they import, and the Xcode project and targets it is added to. Each falls back
/// to `viper.json`, then to what the folder suggests, then to the default shown.
struct ModuleStyleOptions: ParsableArguments {
    @Option(help: "Flat files per module, or a folder per role; flat by default.")
    var layout: Layout?

    @Option(help: "The framework of the generated tests; swift-testing by default.")
    var tests: TestFramework?

    @Option(help: "Who wires the module: a static function (viper new: build on the Router), or a Builder; router by default.")
    var assembly: Assembly?

    @Option(
        help: ArgumentHelp("The folder that receives the modules' tests (default: Tests/<Target>Tests).", valueName: "path"),
        completion: .directory
    )
    var testsPath: String?

    @Option(
        help: ArgumentHelp(
            "The Swift module the tests import with @testable (default: the folder after Sources/); with an Xcode project, the target that compiles the sources.",
            valueName: "name"
        )
    )
    var target: String?

    @Option(
        help: ArgumentHelp("The Xcode project to add modules to (default: the only .xcodeproj in the folder).", valueName: "path"),
        completion: .file(extensions: ["xcodeproj"])
    )
    var xcodeproj: String?

    @Option(
        help: ArgumentHelp(
            "The Xcode test target that compiles the tests and spies (default: <target>Tests, else the only unit test target).",
            valueName: "name"))
    var testTarget: String?

    /// These settings as given on the command line, over `base` (the other settings given).
    func explicit(over base: Configuration = Configuration()) -> Configuration {
        var settings = base
        settings.layout = layout
        settings.tests = tests
        settings.assembly = assembly
        settings.testsPath = testsPath
        settings.target = target
        settings.xcodeproj = xcodeproj
        settings.testTarget = testTarget
        return settings
    }
}
