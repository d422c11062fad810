import Testing
import VIPERCLI
import VIPERGenerator

@Suite("viper help and version")
struct VIPERHelpTests {
    let viper: VIPERToolHarness

    init() throws {
        viper = try VIPERToolHarness()
    }

    @Test("viper --help lists every subcommand and how to get help on one")
    func rootHelp() {
        let outcome = viper.run("--help")
        #expect(outcome.code == .success)
        #expect(outcome.output.hasPrefix("OVERVIEW: Generate, check and explore VIPER modules.\n\nUSAGE: viper <subcommand>\n"))
        for name in ["new", "init", "list", "template", "help"] {
            #expect(outcome.output.contains("\n  \(name) "), "\(name)")
        }
        #expect(outcome.output.contains("  --version               Show the version."))
        #expect(outcome.output.contains("See 'viper help <subcommand>' for detailed help."))
    }

    @Test("viper new --help documents the argument and every option with its values")
    func newHelp() {
        let outcome = viper.run("new", "--help")
        #expect(outcome.code == .success)
        #expect(outcome.output.hasPrefix("OVERVIEW: Generate a VIPER module with its tests and spies."))
        #expect(outcome.output.contains("USAGE: viper new <module> [--layout <layout>] [--ui <ui>]"))
        #expect(outcome.output.contains("ARGUMENTS:\n  <module>                The module's name"))
        #expect(outcome.output.contains("  --ui <ui>               The kind of view to generate. (values: none, terminal,\n                          uikit, swiftui; default: none)"))
        for option in ["--layout <layout>", "--tests <tests>", "--assembly <assembly>", "--sources-path <path>",
                       "--tests-path <path>", "--target <name>", "--template <name>", "-f, --force", "--dry-run", "-h, --help"] {
            #expect(outcome.output.contains("  \(option) "), "\(option)")
        }
    }

    @Test("viper help new prints the same page as viper new --help")
    func helpSubcommand() {
        #expect(viper.run("help", "new").output == viper.run("new", "--help").output)
        #expect(viper.run("help", "template", "eject").output == viper.run("template", "eject", "--help").output)
    }

    @Test("viper --version prints the version and exits 0")
    func version() {
        let outcome = viper.run("--version")
        #expect(outcome.code == .success)
        #expect(outcome.output == VIPERVersion.current + "\n")
    }

    @Test("viper alone asks for a subcommand and exits 2")
    func noSubcommand() {
        let outcome = viper.run()
        #expect(outcome.code == .usage)
        #expect(outcome.error.hasPrefix("Error: Missing expected subcommand. Please provide one of 'new', 'init', 'list', 'template', 'lint', 'mocks' or 'graph'."))
    }
}
