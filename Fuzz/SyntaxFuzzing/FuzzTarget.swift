import Foundation
import VIPERGraph
import VIPERLint
import VIPERMocks
import VIPERSyntax

/// Runs what `viper lint`, `graph` and `mocks` run on one file, in this process: the guard,
/// the parser on a worker thread within the time limit, the lint facts and rules, the graph's
/// and the spies' readers (whose walks run on the calling thread, as in the tools).
public enum FuzzTarget {
    /// What went wrong on an input, when something did.
    public enum Failure: Error, CustomStringConvertible {
        /// The file was not skipped by the guard, yet its parse ran past the time limit.
        case timedOut(seconds: Double)

        public var description: String {
            switch self {
            case .timedOut(let seconds): "the parse ran past the \(seconds) s limit: the guard let a slow input through"
            }
        }
    }

    /// Runs the three tools' readers on `bytes`; throws when a parse times out. A crash ends the
    /// process, so the caller keeps the input where it can be found first.
    public static func run(_ bytes: [UInt8], limits: SourceLimits = .default) throws(Failure) {
        var configuration = LintConfiguration.default
        configuration.files.limits = limits
        let timedOut = SourceSkipReason.timedOut(limitSeconds: limits.parseTimeLimitSeconds).message
        let report = Linter(configuration: configuration).lint(sources: [SourceInput(path: "Fuzz/Input.swift", bytes: bytes)])
        if report.diagnostics.contains(where: { $0.description.contains(timedOut) }) {
            throw .timedOut(seconds: limits.parseTimeLimitSeconds)
        }
        guard case .success(let text) = SourceReader.text(of: bytes, limits: limits) else { return }
        let source = LoadedSource(path: "Fuzz/Input.swift", text: text)
        let graph = GraphReader.read([source], limits: limits)
        let contracts = ContractReader.read([source], limits: limits)
        let messages = graph.syntaxErrors.values.flatMap { $0.map(\.message) } + contracts.syntaxErrors.values.flatMap { $0 }
        if messages.contains(where: { $0.contains(timedOut) }) {
            throw .timedOut(seconds: limits.parseTimeLimitSeconds)
        }
    }

    /// The most memory this process has held at once, in bytes (Linux's `VmHWM`; 0 elsewhere).
    public static func peakResidentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { return 0 }
        return kilobytes * 1024
    }
}
