import ArgumentParser
import Foundation
import VIPERToolSupport

/// `--output <file>` and `--check`: where a command that writes a file puts it, and the CI mode
/// that checks the file instead. Every command that writes a file takes these two options, so
/// the check is spelled `--output <file> --check` everywhere.
struct OutputOptions: ParsableArguments {
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Write to this file instead of standard output (only when its content changes); '-' is standard output.", valueName: "file"),
        completion: .file()
    )
    var output: String?

    /// The file to write, or nil for standard output (no `--output`, or `--output -`).
    private var file: String? { output == "-" ? nil : output }

    @Flag(help: "Write nothing; exit 1 when the --output file is missing or differs from what would be written (for CI).")
    var check = false

    func validate() throws {
        if check, file == nil {
            throw ValidationError("'--check' compares a file with what would be written; give the file with '--output <file>'.")
        }
    }

    /// Prints `text` without `--output` (or with `--output -`); otherwise writes it to the file when it differs, or,
    /// with `--check`, compares the file with it and returns ``ExitCode/failure`` when they differ.
    ///
    /// - Parameters:
    ///   - updating: the text to write over a given file (or none), when it keeps part of that
    ///     file, as spies keep the comments above their header; `text` when absent.
    ///   - contents: what the text holds, shown in parentheses after the file (`2 spies: LoginViewSpy, …`).
    ///   - update: the command line that rewrites the file, shown when it is stale.
    func deliver(
        _ text: String, updating: ((String?) -> String)? = nil, contents: String, update: String, in context: CommandContext
    ) throws -> ExitCode {
        let console = context.console
        guard let output = file else {
            console.writeOutput(text)
            return .success
        }
        let url = context.url(for: output)
        let root = ConfinedRoot(context.workingDirectory)
        // A device, pipe or link out of the project is refused before it is read, let alone written.
        let destination = try AtomicFile.destination(of: url, confinedTo: root)
        let existing = FileManager.default.contents(atPath: destination.path).flatMap { String(data: $0, encoding: .utf8) }
        let text = updating?(existing) ?? text
        if existing == text {
            console.error("\(output) is up to date (\(contents)).")
            return .success
        }
        if check {
            let state = existing == nil ? "missing: run '\(update)' to write it" : "stale: run '\(update)' to update it"
            console.error("\(output) is \(state).")
            return .failure
        }
        try AtomicFile.write(Array(text.utf8), to: url, confinedTo: root)
        console.error("Wrote \(output) (\(contents)).")
        return .success
    }

    /// `--output <file>` as words of a command line, or none.
    var words: [String] {
        output.map { ["--output", $0] } ?? []
    }
}
