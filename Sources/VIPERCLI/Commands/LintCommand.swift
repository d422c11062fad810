import ArgumentParser
import Foundation
import VIPERLint
import VIPERToolSupport

/// `viper lint`: checks VIPER architecture rules; a thin front end over ``VIPERLint/Linter``.
struct LintCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check VIPER architecture rules: weak back-references, navigation in Routers, module isolation and more.",
        discussion: """
            Lints the Swift files under the given paths (default: the current folder). Exit status: 0 when no \
            violation at error severity remains (with --strict: no violation at all), 1 when one does, 2 on a \
            usage or configuration error.

            Silence one line with '// viper:disable:next <rule> — reason', a block with '// viper:disable <rule>' \
            and '// viper:enable <rule>'. Configure rules in the "lint" section of viper.json. Results are cached \
            per file in .build/viper-lint-cache, so an unchanged tree is not parsed again.

            --fix applies the fixes that cannot change what the code does beyond letting a finished screen \
            go: a strong back-reference to a View becomes weak (its protocol class-bound when it must be), and \
            an escaping closure that only calls through self captures [weak self]. It lists each fix on \
            standard error, then lints again and reports what is left for a person. A file edited after it \
            was read is not written (exit 1); run --fix again. With --dry-run, --fix prints the unified diff \
            of its fixes and writes nothing.
            """
    )

    @Argument(help: "Files or folders to lint.", completion: .file(extensions: ["swift"]))
    var paths: [String] = []

    @Option(help: "How violations are printed.")
    var format: ReportFormat = .xcode

    @Option(
        help: ArgumentHelp("The viper.json to read the \"lint\" section from (default: ./viper.json if present).", valueName: "file"),
        completion: .file(extensions: ["json"])
    )
    var config: String?

    @Option(
        help: ArgumentHelp("Hide the violations recorded in this baseline; report its stale entries.", valueName: "file"),
        completion: .file(extensions: ["json"])
    )
    var baseline: String?

    @Option(
        help: ArgumentHelp("Record the current violations as the baseline and exit 0.", valueName: "file"),
        completion: .file(extensions: ["json"])
    )
    var writeBaseline: String?

    @Option(
        help: ArgumentHelp("Explain a rule, with examples, and exit.", valueName: "rule"),
        completion: .list(RuleCatalog.descriptions.map(\.id))
    )
    var explain: String?

    @OptionGroup(title: "Cache")
    var cache: CacheOptions

    @Flag(help: "List every rule with its default state and severity, and exit.")
    var listRules = false

    @Flag(name: .shortAndLong, help: "Print violations only: no summary, no progress.")
    var quiet = false

    @Flag(help: "Exit 1 on any violation, warnings included (for CI gates).")
    var strict = false

    @Flag(help: "Apply the safe fixes (weak back-references, [weak self] captures), then report what is left.")
    var fix = false

    @Flag(help: "With --fix: print the unified diff of the fixes and write nothing.")
    var dryRun = false

    func validate() throws {
        if dryRun, !fix {
            throw ValidationError("'--dry-run' shows what '--fix' would change; add '--fix'.")
        }
        if let explain, RuleCatalog.description(of: explain) == nil {
            throw ValidationError(
                "No rule '\(explain)'; expected one of: "
                    + RuleCatalog.descriptions.map(\.id).joined(separator: ", ") + ". See 'viper lint --list-rules'.")
        }
    }

    /// Runs the linter and prints its report, or explains or lists the rules.
    func run(in context: CommandContext) throws -> ExitCode {
        if listRules {
            context.console.writeOutput(Self.ruleList)
            return .success
        }
        if let explain, let rule = RuleCatalog.description(of: explain) {
            context.console.writeOutput(rule.explanation)
            return .success
        }
        let configuration = try loadConfiguration(in: context)
        let lintedPaths = (paths.isEmpty ? ["."] : paths).map { linterPath($0, in: context) }
        if fix {
            let fixes = try LintFixer(configuration: configuration).fixes(paths: lintedPaths, relativeTo: context.workingDirectory.path)
            if dryRun {
                context.console.writeOutput(fixes.map(\.diff).joined())
                if !quiet { context.console.error(Self.fixSummary(fixes, verb: "Would fix")) }
                return .success
            }
            try apply(fixes, confinedTo: ConfinedRoot(context.workingDirectory), console: context.console)
        }
        let linter = Linter(configuration: configuration, cacheDirectory: cache.directory(in: context))
        let progress = quiet ? nil : ProgressLine.forTerminal(console: context.console)
        var report = try linter.lint(paths: lintedPaths, relativeTo: context.workingDirectory.path, progress: progress?.update)
        progress?.finish()
        if let writeBaseline {
            try Baseline(violations: report.violations).write(
                to: context.url(for: writeBaseline), confinedTo: ConfinedRoot(context.workingDirectory))
            if !quiet {
                context.console.error("Wrote \(writeBaseline) (\(English.count(report.violations.count, "violation"))).")
            }
            return .success
        }
        if let baseline {
            report = report.applying(try Baseline.load(contentsOf: context.url(for: baseline)))
        }
        context.console.writeOutput(format.render(report))
        for diagnostic in report.diagnostics { context.console.error(diagnostic.description) }
        if !quiet { summarise(report, console: context.console) }
        let failed = report.hasErrors || (strict && !report.violations.isEmpty)
        return failed ? .failure : .success
    }

    /// Writes each fix in path order and lists its changes; stops at the first file that cannot
    /// be written (edited since it was read, or read-only), leaving it as it is.
    private func apply(_ fixes: [FileFix], confinedTo root: ConfinedRoot, console: any Console) throws {
        for fix in fixes {
            try fix.write(confinedTo: root)
            guard !quiet else { continue }
            for change in fix.changes {
                console.error("Fixed \(fix.path):\(change.line): \(change.summary) [\(change.ruleID)]")
            }
        }
        if !quiet { console.error(Self.fixSummary(fixes, verb: "Fixed")) }
    }

    /// `Fixed 3 violations in 2 files.`
    private static func fixSummary(_ fixes: [FileFix], verb: String) -> String {
        let changes = fixes.map(\.changes.count).reduce(0, +)
        return "\(verb) \(English.count(changes, "violation")) in \(English.count(fixes.count, "file"))."
    }

    private func loadConfiguration(in context: CommandContext) throws -> LintConfiguration {
        if let config {
            return try LintConfiguration.load(contentsOf: context.url(for: config))
        }
        let standard = context.url(for: "viper.json")
        guard FileManager.default.fileExists(atPath: standard.path) else { return .default }
        return try LintConfiguration.load(contentsOf: standard)
    }

    /// `path` as the linter should see it: unchanged when the working directory is the process's,
    /// so reported paths stay as the user typed them.
    private func linterPath(_ path: String, in context: CommandContext) -> String {
        let processDirectory = CommandContext.standard.workingDirectory.standardizedFileURL.path
        guard !path.hasPrefix("/"), context.workingDirectory.standardizedFileURL.path != processDirectory else { return path }
        return context.url(for: path).path
    }

    /// `Linted 3 files (1 parsed, 2 from the cache): 2 violations, 1 at error severity.`, and the
    /// baseline's stale entries, each with why it is stale.
    private func summarise(_ report: LintReport, console: any Console) {
        let parsed = report.parsedFileCount
        let cached = report.cachedFileCount
        let notLinted = report.skippedFileCount + report.generatedFileCount
        var reading: [String] = []
        if cached > 0 {
            reading.append(parsed == 0 && notLinted == 0 ? "all from the cache" : "\(parsed) parsed, \(cached) from the cache")
        }
        if report.skippedFileCount > 0 { reading.append("\(report.skippedFileCount) skipped") }
        if report.generatedFileCount > 0 { reading.append("\(report.generatedFileCount) generated, not linted") }
        let errors = report.violations.filter { $0.severity == .error }.count
        let found =
            report.violations.isEmpty
            ? "no violations"
            : "\(English.count(report.violations.count, "violation")), \(errors == 0 ? "none" : "\(errors)") at error severity"
        let details = reading.isEmpty ? "" : " (\(reading.joined(separator: ", ")))"
        console.error("Linted \(English.count(report.fileCount, "file"))\(details): \(found).")
        let stale = report.staleBaselineEntries
        guard !stale.isEmpty else { return }
        console.error(
            "The baseline has \(English.count(stale.count, "stale entry", plural: "stale entries")), "
                + "which no violation matches any more:")
        for entry in stale { console.error("  \(entry)") }
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
