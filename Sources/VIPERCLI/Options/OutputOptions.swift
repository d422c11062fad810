import ArgumentParser
import Foundation

/// `--output <file>` and `--check`: where a command that writes a file puts it, and the CI mode
/// that checks the file instead. Every command that writes a file takes these two options, so
/// the check is spelled `--output <file> --check` everywhere.
struct OutputOptions: ParsableArguments {
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write to this file instead of standard output (only when its content changes).", valueName: "file"),
        completion: .file()
    )
    var output: String?

    @Flag(help: "Write nothing; exit 1 when the --output file is missing or differs from what would be written (for CI).")
    var check = false

    func validate() throws {
        if check, output == nil {
            throw ValidationError("'--check' compares a file with what would be written; give the file with '--output <file>'.")
        }
    }

    /// Prints `text` without `--output`; otherwise writes it to the file when it differs, or,
    /// with `--check`, compares the file with it and returns ``ExitCode/failure`` when they differ.
    ///
    /// - Parameters:
    ///   - contents: what the text holds, shown in parentheses after the file (`2 spies: LoginViewSpy, …`).
    ///   - update: the command line that rewrites the file, shown when it is stale.
    func deliver(_ text: String, contents: String, update: String, in context: CommandContext) throws -> ExitCode {
        let console = context.console
        guard let output else {
            console.writeOutput(text)
            return .success
        }
        let url = context.url(for: output)
        let existing = FileManager.default.contents(atPath: url.path).flatMap { String(data: $0, encoding: .utf8) }
        if existing == text {
            console.error("\(output) is up to date (\(contents)).")
            return .success
        }
        if check {
            let state = existing == nil ? "missing: run '\(update)' to write it" : "stale: run '\(update)' to update it"
            console.error("\(output) is \(state).")
            return .failure
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
        console.error("Wrote \(output) (\(contents)).")
        return .success
    }

    /// `--output <file>` as words of a command line, or none.
    var words: [String] {
        output.map { ["--output", $0] } ?? []
    }
}
