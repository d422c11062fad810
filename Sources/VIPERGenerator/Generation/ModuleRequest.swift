/// Everything `viper new` needs to know to generate one module.
public struct ModuleRequest: Sendable, Equatable {
    /// The module's name.
    public var name: ModuleName
    /// How the files are arranged.
    public var layout: Layout
    /// Which view is generated.
    public var ui: UIKind
    /// Which test framework the tests use.
    public var tests: TestFramework
    /// Who wires the module.
    public var assembly: Assembly
    /// The folder, relative to the project root, that receives `<Module>/` with the sources.
    public var sourcesPath: String
    /// The folder, relative to the project root, that receives `<Module>/` with the tests.
    public var testsPath: String
    /// The Swift module the tests import with `@testable`.
    public var target: String
    /// Comment lines put at the top of every file; empty for none.
    public var header: String

    /// A request for module `name`; every other setting has the default `viper new --help` shows.
    public init(
        name: ModuleName,
        layout: Layout = .flat,
        ui: UIKind = .none,
        tests: TestFramework = .swiftTesting,
        assembly: Assembly = .router,
        sourcesPath: String,
        testsPath: String,
        target: String,
        header: String = ""
    ) {
        self.name = name
        self.layout = layout
        self.ui = ui
        self.tests = tests
        self.assembly = assembly
        self.sourcesPath = sourcesPath
        self.testsPath = testsPath
        self.target = target
        self.header = header
    }

    /// The folder, relative to the project root, that holds the module's sources.
    public var moduleSourcesPath: String { PathJoin.join(sourcesPath, name.value) }
    /// The folder, relative to the project root, that holds the module's tests.
    public var moduleTestsPath: String { PathJoin.join(testsPath, name.value) }

    /// The values templates see, by variable name.
    public var templateVariables: [String: String] {
        [
            "Module": name.value,
            "module": name.lowerCamelCase,
            "MODULE": name.screamingSnakeCase,
            "module_snake": name.snakeCase,
            "target": target,
            "header": header,
            "layout": layout.rawValue,
            "ui": ui.rawValue,
            "tests": tests.rawValue,
            "assembly": assembly.rawValue,
            "version": VIPERVersion.current,
        ]
    }
}

/// Joins relative paths with `/`, ignoring empty parts and `.`.
enum PathJoin {
    /// `a/b` from `a` and `b`; `.` and empty components are dropped, a leading `/` is kept.
    static func join(_ parts: String...) -> String {
        let joined =
            parts
            .flatMap { $0.split(separator: "/") }
            .filter { $0 != "." }
            .joined(separator: "/")
        return parts.first?.hasPrefix("/") == true ? "/" + joined : joined
    }
}
