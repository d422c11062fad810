import VIPERGenerator

/// How `viper extract` writes its module, in the settings `viper new` uses: the same layout,
/// assembly style and test framework, resolved the same way (command line, then `viper.json`).
public struct ExtractOptions: Sendable, Equatable {
    /// Where the module's files go: flat beside the View, or a folder per role
    /// (`Presenter/`, `Interactor/`, `Router/`) beside it, as `viper new` arranges them.
    public var layout: Layout
    /// Who wires the module: a static function on the Router, or a `<Module>Builder`.
    public var assembly: Assembly
    /// The framework of the Presenter and Interactor tests.
    public var tests: TestFramework
    /// Where the tests go, and the module they import: nil for no tests.
    public var testing: Testing?

    /// Where the tests of an extracted module go.
    public struct Testing: Sendable, Equatable {
        /// The folder that receives `<Module>/` with the tests and spies.
        public var testsPath: String
        /// The Swift module the tests import with `@testable`: the one that compiles the View.
        public var target: String

        /// Tests in `<testsPath>/<Module>/` that import `target`.
        public init(testsPath: String, target: String) {
            self.testsPath = testsPath
            self.target = target
        }
    }

    /// Options with every setting given; the defaults are `viper new`'s.
    public init(layout: Layout = .flat, assembly: Assembly = .router, tests: TestFramework = .swiftTesting, testing: Testing? = nil) {
        self.layout = layout
        self.assembly = assembly
        self.tests = tests
        self.testing = testing
    }
}
