import Testing
@testable import VIPERCLI

@Suite("--output <file> --check")
struct OutputOptionsTests {
    @Test("every command that writes a file checks it with the same two options")
    func oneSpelling() throws {
        let viper = try VIPERToolHarness()
        let writers = CommandTree.entries().filter { command in
            command.type is any RunnableCommand.Type && viper.run(command.path + ["--help"]).output.contains("--output <file>")
        }
        #expect(writers.map(\.path) == [["mocks"], ["graph"]])
        for writer in writers {
            let help = viper.run(writer.path + ["--help"]).output
            #expect(help.contains("  -o, --output <file>     Write to this file instead of standard output"), "\(writer.path)")
            #expect(help.contains("  --check                 Write nothing;"), "\(writer.path)")
            #expect(!help.contains("--check <"), "\(writer.path)")
        }
    }

    @Test("--check without --output is a usage error on every writer", arguments: [["mocks", "A.swift"], ["graph"]])
    func checkNeedsOutput(words: [String]) throws {
        let outcome = try VIPERToolHarness().run(words + ["--check"])
        #expect(outcome.code == .usage)
        #expect(
            outcome.error.hasPrefix(
                "Error: '--check' compares a file with what would be written; give the file with '--output <file>'.\nUsage: viper \(words[0]) "
            ))
    }
}
