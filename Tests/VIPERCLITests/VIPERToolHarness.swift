import ToolTestSupport
import Foundation
import VIPERCLI

/// Runs `viper` command lines in-process inside a temporary project folder.
struct VIPERToolHarness {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// The exit code and what the command wrote.
    struct Outcome {
        let code: ExitCode
        let output: String
        let error: String
    }

    func run(_ words: String...) -> Outcome {
        run(words)
    }

    func run(_ words: [String]) -> Outcome {
        let console = CapturingConsole()
        let code = VIPERCommand.run(words, in: CommandContext(console: console, workingDirectory: directory.url))
        return Outcome(code: code, output: console.standardOutput, error: console.standardError)
    }
}
