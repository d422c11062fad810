import Testing
@testable import VIPERCLI

@Suite("HelpRenderer")
struct HelpRendererTests {
    let configuration = CommandConfiguration(
        name: "new",
        abstract: "Generate a module.",
        discussion: "Writes files.",
        signature: CommandSignature(
            arguments: [PositionalArgument("module", help: "The module's name.")],
            options: [
                Option("ui", short: "u", help: "The view kind.", allowedValues: ["none", "uikit"], defaultValue: "none"),
                Option("exclude", valueName: "path", help: "Skip a path.", isRepeating: true),
            ],
            flags: [Flag("force", short: "f", help: "Overwrite.")]
        )
    )

    @Test("the help page has OVERVIEW, USAGE, ARGUMENTS and OPTIONS with aligned columns")
    func page() {
        let text = HelpRenderer(commandPath: ["viper", "new"], configuration: configuration).text
        #expect(text == """
            OVERVIEW: Generate a module.

            Writes files.

            USAGE: viper new <module> [--ui <ui>] [--exclude <path> ...] [--force]

            ARGUMENTS:
              <module>                The module's name.

            OPTIONS:
              -u, --ui <ui>           The view kind. (values: none, uikit; default: none)
              --exclude <path>        Skip a path. (repeatable)
              -f, --force             Overwrite.
              -h, --help              Show help information.

            """)
    }

    @Test("a group's help lists its subcommands, and the root adds 'help'")
    func subcommands() {
        struct Leaf: Command {
            let configuration = CommandConfiguration(name: "leaf", abstract: "A leaf.")
        }
        let root = CommandConfiguration(name: "viper", abstract: "Root.", subcommands: [Leaf()])
        let text = HelpRenderer(commandPath: ["viper"], configuration: root).text
        #expect(text.contains("USAGE: viper <subcommand>"))
        #expect(text.contains("SUBCOMMANDS:\n  leaf                    A leaf.\n  help                    Show subcommand help information."))
        #expect(text.contains("See 'viper help <subcommand>' for detailed help."))
    }

    @Test("long labels put their help on the next line, long help wraps at 80 columns")
    func wrapping() {
        let long = CommandConfiguration(name: "x", abstract: "X.", signature: CommandSignature(options: [
            Option("a-very-long-option-name", help: String(repeating: "word ", count: 30)),
        ]))
        let lines = HelpRenderer(commandPath: ["x"], configuration: long).text.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines.contains("  --a-very-long-option-name <a-very-long-option-name>"))
    }
}
