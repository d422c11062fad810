import Foundation
import Testing
@testable import VIPERCLI
import VIPERGenerator

@Suite("viper: help, version, completion and usage errors")
struct VIPERCommandTests {
    let viper: VIPERToolHarness

    init() throws {
        viper = try VIPERToolHarness()
    }

    @Test("viper --help lists every subcommand and how to get help on one")
    func rootHelp() {
        let outcome = viper.run("--help")
        #expect(outcome.code == .success)
        #expect(outcome.output.hasPrefix("OVERVIEW: Generate, check and explore VIPER modules.\n\nUSAGE: viper <subcommand>\n"))
        for name in ["new", "init", "list", "template", "xcode-templates", "lint", "mocks", "graph"] {
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
        // More than 12 options: swift-argument-parser shortens the usage line to [<options>].
        #expect(outcome.output.contains("USAGE: viper new [<options>] <module>\n"))
        #expect(outcome.output.contains("ARGUMENTS:\n  <module>                The module's name"))
        #expect(
            outcome.output.contains(
                "  --ui <ui>               The kind of view to generate; none by default.\n                          (values: none, terminal, uikit, swiftui)"
            ))
        for option in [
            "--layout <layout>", "--tests <tests>", "--assembly <assembly>", "--sources-path <path>",
            "--tests-path <path>", "--target <name>", "--xcodeproj <path>", "--test-target <name>", "--template <name>",
            "-f, --force", "--dry-run", "-h, --help",
        ] {
            #expect(outcome.output.contains("  \(option) "), "\(option)")
        }
    }

    @Test("help lines fit 80 columns whatever the terminal")
    func helpWidth() {
        for name in ["new", "lint", "mocks", "graph"] {
            let page = viper.run(name, "--help").output
            let wide = page.split(separator: "\n").filter { $0.count > 80 && !$0.hasPrefix("USAGE: ") }
            #expect(wide.isEmpty, "\(name): \(wide)")
        }
    }

    @Test("--help, -h and 'viper help <command>' print the same page")
    func helpForms() {
        let long = viper.run("template", "eject", "--help")
        #expect(long.code == .success)
        #expect(long.output.hasPrefix("OVERVIEW: Copy the built-in template"))
        #expect(viper.run("template", "eject", "-h").output == long.output)
        #expect(viper.run("help", "template", "eject").output == long.output)
        #expect(viper.run("help", "new").output == viper.run("new", "--help").output)
    }

    @Test("--help after -- is an argument, not a request for help")
    func helpAfterTerminator() {
        let outcome = viper.run("mocks", "--", "--help")
        #expect(outcome.code == .usage)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error == "Error: No such file or folder: '--help'. Pass Swift files or folders that exist.\n")
    }

    @Test("viper --version prints the version and exits 0")
    func version() {
        let outcome = viper.run("--version")
        #expect(outcome.code == .success)
        #expect(outcome.output == VIPERVersion.current + "\n")
    }

    @Test("viper alone asks for a subcommand with the usage line, and exits 2")
    func noSubcommand() {
        let outcome = viper.run()
        #expect(outcome.code == .usage)
        #expect(
            outcome.error == """
                Error: Missing expected subcommand. Please provide one of 'new', 'init', 'doctor', 'list', 'remove', 'template', 'xcode-templates', 'lint', 'mocks', 'graph' or 'extract'.
                Usage: viper <subcommand>
                  See 'viper --help' for more information.

                """)
    }

    @Test("a group named without its subcommand asks for one with its own usage line")
    func groupWithoutSubcommand() {
        let outcome = viper.run("template")
        #expect(outcome.code == .usage)
        #expect(
            outcome.error == """
                Error: Missing expected subcommand. Please provide one of 'eject'.
                Usage: viper template <subcommand>
                  See 'viper template --help' for more information.

                """)
    }

    @Test("an unknown subcommand is a usage error")
    func unknownSubcommand() {
        let outcome = viper.run("frob")
        #expect(outcome.code == .usage)
        #expect(outcome.error.hasPrefix("Error: Unexpected argument 'frob'\nUsage: viper <subcommand>\n"))
    }

    @Test("a usage error prints the error, the command's usage line and a help hint, and exits 2")
    func usageError() {
        let outcome = viper.run("template", "eject", "acme", "--frob")
        #expect(outcome.code == .usage)
        #expect(outcome.output.isEmpty)
        #expect(
            outcome.error == """
                Error: Unknown option '--frob'. Did you mean '--force'?
                Usage: viper template eject <name> [--force]
                  See 'viper template eject --help' for more information.

                """)
    }

    @Test("an error of a command that ran is printed as 'Error:' alone, and exits 1")
    func failureExitsOne() throws {
        try viper.directory.write("", to: ".viper/templates/acme/sources/A.swift.tpl")
        let outcome = viper.run("template", "eject", "acme")
        #expect(outcome.code == .failure)
        #expect(outcome.error.hasPrefix("Error: template 'acme' already exists at "))
        #expect(!outcome.error.contains("Usage:"))
    }

    @Test(
        "a completion script is printed for each shell and completes every command, nested ones included",
        arguments: ["bash", "zsh", "fish"])
    func completionScript(shell: String) {
        let outcome = viper.run("--generate-completion-script", shell)
        #expect(outcome.code == .success)
        #expect(outcome.error.isEmpty)
        let commands = CommandTree.entries()
        #expect(commands.count == 13)
        for command in commands {
            // bash and zsh complete each command in a function named for its path; fish names the path.
            let marker =
                shell == "fish"
                ? "\"viper \(command.path.joined(separator: " "))\""
                : "_viper_\(command.path.joined(separator: "_"))() {"
            #expect(outcome.output.contains(marker), "\(shell) script misses '\(marker)'")
        }
    }

    @Test("an unknown shell for the completion script is a usage error")
    func unknownShell() {
        #expect(viper.run("--generate-completion-script", "powershell").code == .usage)
    }

    @Test("the command path of a nested command names every level")
    func commandPath() {
        #expect(VIPERCommand.commandPath(to: TemplateEjectCommand.self) == ["viper", "template", "eject"])
        #expect(VIPERCommand.commandPath(to: VIPERCommand.self) == ["viper"])
    }
}
