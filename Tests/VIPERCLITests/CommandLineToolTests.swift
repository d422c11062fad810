import Foundation
import Testing
@testable import VIPERCLI

/// A command that echoes its arguments, to test the tool without the generator.
private struct EchoCommand: Command {
    let configuration = CommandConfiguration(
        name: "echo",
        abstract: "Print the words given.",
        signature: CommandSignature(
            arguments: [PositionalArgument("words", help: "What to print.", isVariadic: true)],
            flags: [Flag("fail", help: "Fail after printing.")]
        )
    )

    struct Failed: Error, CustomStringConvertible {
        var description: String { "echo was asked to fail" }
    }

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        context.console.output(arguments.arguments("words").joined(separator: " "))
        if arguments.isSet("fail") { throw Failed() }
        return .success
    }
}

private struct GroupCommand: Command {
    let configuration = CommandConfiguration(name: "group", abstract: "A group.", subcommands: [EchoCommand()])
}

private struct RootCommand: Command {
    let configuration = CommandConfiguration(
        name: "tool", abstract: "A test tool.", subcommands: [EchoCommand(), GroupCommand()]
    )
}

@Suite("CommandLineTool")
struct CommandLineToolTests {
    let tool = CommandLineTool(root: RootCommand(), version: "9.8.7")

    func run(_ words: String...) -> (ExitCode, CapturingConsole) {
        let console = CapturingConsole()
        let context = CommandContext(console: console, workingDirectory: URL(filePath: "/tmp"))
        return (tool.run(words, in: context), console)
    }

    @Test("a subcommand runs with its arguments and exits 0")
    func runsSubcommand() {
        let (code, console) = run("echo", "hello", "world")
        #expect(code == .success)
        #expect(console.standardOutput == "hello world\n")
    }

    @Test("nested subcommands are reached word by word")
    func nested() {
        let (code, console) = run("group", "echo", "deep")
        #expect(code == .success)
        #expect(console.standardOutput == "deep\n")
    }

    @Test("a command's error is printed as 'Error:' and exits 1")
    func failureExitsOne() {
        let (code, console) = run("echo", "x", "--fail")
        #expect(code == .failure)
        #expect(console.standardError == "Error: echo was asked to fail\n")
    }

    @Test("a usage error prints the error, the usage line and a help hint, and exits 2")
    func usageExitsTwo() {
        let (code, console) = run("echo", "--frob")
        #expect(code == .usage)
        #expect(console.standardError == """
            Error: Unknown option '--frob'
            Usage: tool echo <words> ... [--fail]
              See 'tool echo --help' for more information.

            """)
    }

    @Test("--version prints the version on the root command only")
    func version() {
        let (code, console) = run("--version")
        #expect(code == .success)
        #expect(console.standardOutput == "9.8.7\n")
        #expect(run("echo", "--version").0 == .usage)
        #expect(run("group", "--version").0 == .usage)
    }

    @Test("--help, -h and 'help <command>' print the same page")
    func helpForms() {
        let long = run("group", "echo", "--help")
        let short = run("group", "echo", "-h")
        let word = run("help", "group", "echo")
        #expect(long.0 == .success)
        #expect(long.1.standardOutput.hasPrefix("OVERVIEW: Print the words given."))
        #expect(short.1.standardOutput == long.1.standardOutput)
        #expect(word.1.standardOutput == long.1.standardOutput)
    }

    @Test("--help after -- is an argument, not a request for help")
    func helpAfterTerminator() {
        let (code, console) = run("echo", "--", "--help")
        #expect(code == .success)
        #expect(console.standardOutput == "--help\n")
    }

    @Test("a group without a subcommand, or with an unknown one, is a usage error")
    func groupErrors() {
        let missing = run("group")
        #expect(missing.0 == .usage)
        #expect(missing.1.standardError.hasPrefix("Error: Missing expected subcommand. Please provide one of 'echo'."))
        let unknown = run("frob")
        #expect(unknown.0 == .usage)
        #expect(unknown.1.standardError.hasPrefix("Error: Unknown subcommand 'frob'. Please provide one of 'echo' or 'group'."))
        #expect(run("help", "frob").0 == .usage)
    }
}
