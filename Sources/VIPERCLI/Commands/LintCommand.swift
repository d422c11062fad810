import Foundation
import VIPERLint

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `viper lint`: checks VIPER architecture rules; a thin front end over ``VIPERLint/Linter``.
public struct LintCommand: Command {
    private static let formatOption = Option.choice(
        "format", of: ReportFormat.self, help: "How violations are printed.", defaultValue: .xcode)
    private static let explainOption = Option("explain", valueName: "rule", help: "Explain a rule, with examples, and exit.")

    /// The command, ready to be registered.
    public init() {}

    /// `lint`'s name, help and command line.
    public let configuration = CommandConfiguration(
        name: "lint",
        abstract: "Check VIPER architecture rules: weak back-references, navigation in Routers, module isolation and more.",
        discussion: """
            Lints the Swift files under the given paths (default: the current folder). Exit status: 0 when no \
            violation at error severity remains (with --strict: no violation at all), 1 when one does, 2 on a \
            usage or configuration error.

            Silence one line with '// viper:disable:next <rule> — reason', a block with '// viper:disable <rule>' \
            and '// viper:enable <rule>'. Configure rules in the "lint" section of viper.json. Results are cached \
            per file in .build/viper-lint-cache, so an unchanged tree is not parsed again.
            """,
        signature: CommandSignature(
            arguments: [PositionalArgument("paths", help: "Files or folders to lint.", isOptional: true, isVariadic: true)],
            options: [
                LintCommand.formatOption,
                Option("config", valueName: "file", help: "The viper.json to read the \"lint\" section from (default: ./viper.json if present)."),
                Option("baseline", valueName: "file", help: "Hide the violations recorded in this baseline; report its stale entries."),
                Option("write-baseline", valueName: "file", help: "Record the current violations as the baseline and exit 0."),
                LintCommand.explainOption,
                Option("cache-path", valueName: "folder", help: "Where per-file results are cached.",
                       defaultValue: ".build/viper-lint-cache"),
            ],
            flags: [
                Flag("list-rules", help: "List every rule with its default state and severity, and exit."),
                Flag("quiet", short: "q", help: "Print violations only: no summary, no progress."),
                Flag("strict", help: "Exit 1 on any violation, warnings included (for CI gates)."),
                Flag("no-cache", help: "Neither read nor write the cache."),
            ]
        )
    )

    /// Runs the linter and prints its report.
    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        if arguments.isSet("list-rules") {
            context.console.writeOutput(Self.ruleList)
            return .success
        }
        if let id = arguments.value("explain") {
            guard let rule = RuleCatalog.description(of: id) else {
                context.console.error("Error: no rule '\(id)'; expected one of: "
                    + RuleCatalog.descriptions.map(\.id).joined(separator: ", ") + ". See 'viper lint --list-rules'.")
                return .usage
            }
            context.console.writeOutput(rule.explanation)
            return .success
        }
        do {
            return try lint(arguments, in: context)
        } catch let error as LintError {
            context.console.error("Error: \(error)")
            return .usage
        } catch let error as ConfigurationError {
            context.console.error("Error: \(error)")
            return .usage
        } catch let error as BaselineError {
            context.console.error("Error: \(error)")
            return .usage
        }
    }

    private func lint(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        let quiet = arguments.isSet("quiet")
        let configuration = try loadConfiguration(arguments.value("config"), in: context)
        let cache = arguments.isSet("no-cache") ? nil : arguments.value("cache-path").map { context.resolve($0) }
        let linter = Linter(configuration: configuration, cacheDirectory: cache)
        let paths = arguments.arguments("paths").isEmpty ? ["."] : arguments.arguments("paths")
        let progress = quiet ? nil : ProgressLine.forTerminal(console: context.console)
        var report = try linter.lint(paths: paths.map { context.relativePath($0) }, progress: progress?.update)
        progress?.finish()
        if let path = arguments.value("write-baseline") {
            try Baseline(violations: report.violations).write(to: context.resolve(path))
            if !quiet {
                context.console.error("Wrote \(report.violations.count) violations to the baseline \(path).")
            }
            return .success
        }
        if let path = arguments.value("baseline") {
            report = report.applying(try Baseline.load(contentsOf: context.resolve(path)))
        }
        let format = arguments.value("format", as: ReportFormat.self) ?? .xcode
        context.console.writeOutput(format.render(report))
        for diagnostic in report.diagnostics { context.console.error(diagnostic.description) }
        if !quiet { summarise(report, console: context.console) }
        let failed = report.hasErrors || (arguments.isSet("strict") && !report.violations.isEmpty)
        return failed ? .failure : .success
    }

    private func loadConfiguration(_ path: String?, in context: CommandContext) throws -> LintConfiguration {
        if let path {
            return try LintConfiguration.load(contentsOf: context.resolve(path))
        }
        let standard = context.resolve("viper.json")
        guard FileManager.default.fileExists(atPath: standard.path) else { return .default }
        return try LintConfiguration.load(contentsOf: standard)
    }

    private func summarise(_ report: LintReport, console: any Console) {
        let errors = report.violations.filter { $0.severity == .error }.count
        console.error("Linted \(Self.count(report.fileCount, "file")) (\(report.parsedFileCount) parsed, the rest cached): "
            + "\(Self.count(report.violations.count, "violation")), \(errors) at error severity.")
        guard !report.staleBaselineEntries.isEmpty else { return }
        let stale = report.staleBaselineEntries.count
        console.error("The baseline has \(stale == 1 ? "1 stale entry" : "\(stale) stale entries"), each with why:")
        for entry in report.staleBaselineEntries { console.error("  \(entry)") }
    }

    /// `1 file`, `3 files`.
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    private static var ruleList: String {
        let width = RuleCatalog.descriptions.map(\.id.count).max() ?? 0
        return RuleCatalog.descriptions.map { rule in
            let state = rule.isEnabledByDefault ? "on " : "off"
            return rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
                + "  \(state)  \(rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(rule.summary)\n"
        }.joined()
    }
}

extension CommandContext {
    /// `path` resolved against the working directory.
    fileprivate func resolve(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL
    }

    /// `path` as the linter should see it: unchanged when the working directory is the process's,
    /// so reported paths stay as the user typed them.
    fileprivate func relativePath(_ path: String) -> String {
        guard !path.hasPrefix("/"),
              workingDirectory.standardizedFileURL.path != URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        else { return path }
        return resolve(path).path
    }
}

/// `Linting 1200/5000 files` on standard error, redrawn in place, only on a terminal.
private final class ProgressLine: @unchecked Sendable {
    private let console: any Console
    // NSLock, not Synchronization.Mutex: ThreadSanitizer on Linux cannot see Mutex.
    private let lock = NSLock()
    private var lastPercent = -1

    private init(console: any Console) {
        self.console = console
    }

    /// A progress line when standard error is a terminal, else nil.
    static func forTerminal(console: any Console) -> ProgressLine? {
        guard console is StandardConsole, isatty(STDERR_FILENO) == 1 else { return nil }
        return ProgressLine(console: console)
    }

    /// Redraws the line when the percentage changes (runs of fewer than 200 files stay silent).
    @Sendable func update(done: Int, total: Int) {
        guard total >= 200 else { return }
        let percent = done * 100 / total
        let changed = lock.withLock {
            guard percent != lastPercent else { return false }
            lastPercent = percent
            return true
        }
        if changed { console.writeError("\rLinting \(done)/\(total) files (\(percent)%)") }
    }

    /// Clears the line.
    func finish() {
        if lock.withLock({ lastPercent }) >= 0 { console.writeError("\r\u{1B}[K") }
    }
}
