import VIPERGenerator

/// The options `viper new` and `viper init` share, and how a value is chosen:
/// the command line, then `viper.json`, then what the folder structure suggests,
/// then the built-in default.
struct SettingOptions {
    static let layout = Option.choice("layout", of: Layout.self, help: "Flat files per module, or a folder per role.", defaultValue: .flat)
    static let ui = Option.choice("ui", of: UIKind.self, help: "The kind of view to generate.", defaultValue: UIKind.none)
    static let tests = Option.choice("tests", of: TestFramework.self, help: "The framework of the generated tests.", defaultValue: .swiftTesting)
    static let assembly = Option.choice("assembly", of: Assembly.self, help: "Who wires the module: a static build on the Router, or a Builder.", defaultValue: .router)
    static let sourcesPath = Option("sources-path", valueName: "path", help: "The folder that receives module folders (default: Sources/<Target>/Modules when Sources/ holds one target).")
    static let testsPath = Option("tests-path", valueName: "path", help: "The folder that receives the modules' tests (default: Tests/<Target>Tests).")
    static let target = Option("target", valueName: "name", help: "The Swift module the tests import with @testable (default: the folder after Sources/).")
    static let template = Option("template", valueName: "name", help: "A template in .viper/templates/<name>/ instead of the built-in one.")
    static let header = Option("header", valueName: "text", help: "Comment lines put at the top of every generated file.")

    /// The options every generation setting has.
    static let generation = [layout, ui, tests, assembly, sourcesPath, testsPath, target]

    /// The settings given explicitly on the command line.
    static func explicit(_ arguments: ParsedArguments) -> Configuration {
        Configuration(
            sourcesPath: arguments.explicitValue(sourcesPath.name),
            testsPath: arguments.explicitValue(testsPath.name),
            target: arguments.explicitValue(target.name),
            layout: arguments.explicitValue(layout.name, as: Layout.self),
            ui: arguments.explicitValue(ui.name, as: UIKind.self),
            tests: arguments.explicitValue(tests.name, as: TestFramework.self),
            assembly: arguments.explicitValue(assembly.name, as: Assembly.self),
            header: arguments.explicitValue(header.name),
            template: arguments.explicitValue(template.name)
        )
    }

    /// The command line over `viper.json` over the detected defaults over the built-in defaults;
    /// a target not set anywhere is read from the chosen sources path.
    static func resolve(_ arguments: ParsedArguments, in project: Project) throws -> Configuration {
        let builtIn = Configuration(layout: .flat, ui: UIKind.none, tests: .swiftTesting, assembly: .router, header: "")
        var detected = project.detectedDefaults()
        let detectedTarget = detected.target
        detected.target = nil
        var resolved = builtIn
            .overridden(by: detected)
            .overridden(by: try project.loadConfiguration())
            .overridden(by: explicit(arguments))
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
