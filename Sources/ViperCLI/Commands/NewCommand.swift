import ViperGenerator

/// `viper new <Module>`: writes a VIPER module with its tests and spies.
public struct NewCommand: Command {
    /// The command, ready to be registered.
    public init() {}

    /// `new`'s name, help and arguments.
    public let configuration = CommandConfiguration(
        name: "new",
        abstract: "Generate a VIPER module with its tests and spies.",
        discussion: """
            Writes <Module>Contracts, View, Presenter, Interactor, Router and Models (plus a \
            Builder with --assembly builder) into the source folder, and Presenter and \
            Interactor tests with a spy for every contract protocol into the test folder. \
            Every option not given falls back to viper.json (see 'viper init'), then to the \
            default shown. Nothing is overwritten without --force.
            """,
        signature: CommandSignature(
            arguments: [
                PositionalArgument("module", help: "The module's name, an UpperCamelCase Swift identifier (e.g. Login)."),
            ],
            options: [
                Option.choice("layout", of: Layout.self, help: "Flat files per module, or a folder per role.", defaultValue: .flat),
                Option.choice("ui", of: UIKind.self, help: "The kind of view to generate.", defaultValue: UIKind.none),
                Option.choice("tests", of: TestFramework.self, help: "The framework of the generated tests.", defaultValue: .swiftTesting),
                Option.choice("assembly", of: Assembly.self, help: "Who wires the module: a static build on the Router, or a Builder.", defaultValue: .router),
                Option("sources", valueName: "path", help: "The folder that receives the module's folder.", defaultValue: "Sources"),
                Option("tests-path", valueName: "path", help: "The folder that receives the module's tests.", defaultValue: "Tests"),
                Option("target", valueName: "name", help: "The module the tests import with @testable (default: the folder after Sources/)."),
                Option("template", valueName: "name", help: "A template in .viper/templates/<name>/ instead of the built-in one."),
            ],
            flags: [
                Flag("force", short: "f", help: "Overwrite files that already exist."),
                Flag("dry-run", help: "Print every file that would be written, with a diff against what exists; write nothing."),
            ]
        )
    )

    /// Generates the module.
    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        context.console.error("viper new: generation is not wired to the command line in this build.")
        return .failure
    }
}
