import Foundation
import Synchronization
import VIPERSyntax

/// Lints Swift files against the VIPER architecture rules.
///
/// Files are found by `VIPERSyntax`'s `SourceDiscovery` (vendored and generated code skipped),
/// each is parsed once, in parallel on all cores, within the limits of the `files` settings;
/// one pass over its tree gathers the facts every rule consumes. A file that cannot be linted
/// becomes one diagnostic and the run goes on. With a cache directory, facts are stored per
/// file and an unchanged file is never parsed again.
///
/// ```swift
/// let linter = Linter(configuration: try LintConfiguration.load(contentsOf: configURL),
///                     cacheDirectory: URL(fileURLWithPath: ".build/viper-lint-cache"))
/// let report = try linter.lint(paths: ["Sources"])
/// print(ReportFormat.xcode.render(report))
/// ```
public struct Linter: Sendable {
    /// The active configuration.
    public let configuration: LintConfiguration
    /// Where per-file facts are cached; nil disables the cache.
    public let cacheDirectory: URL?

    /// Creates a linter.
    public init(configuration: LintConfiguration = .default, cacheDirectory: URL? = nil) {
        self.configuration = configuration
        self.cacheDirectory = cacheDirectory
    }

    /// Lints the Swift files in `paths` (files or folders), honouring the `files` settings and
    /// the include and exclude globs.
    ///
    /// - Parameters:
    ///   - directory: where relative paths start; nil for the process's working directory.
    ///     Reported paths stay as given.
    ///   - progress: called from worker threads with (files done, total files).
    public func lint(paths: [String], relativeTo directory: String? = nil,
                     progress: (@Sendable (Int, Int) -> Void)? = nil) throws(LintError) -> LintReport {
        let inventory: SourceInventory
        do {
            inventory = try SourceDiscovery.swiftFiles(
                in: paths, relativeTo: directory, settings: configuration.files,
                include: configuration.include, exclude: configuration.exclude)
        } catch {
            throw LintError.missingPath(error.path)
        }
        let files = inventory.files.map { Pending(path: $0.path, diskPath: $0.diskPath, bytes: nil) }
        return run(files, diagnostics: inventory.diagnostics.map(LintDiagnostic.init), progress: progress)
    }

    /// Lints sources held in memory.
    public func lint(sources: [SourceInput]) -> LintReport {
        run(sources.map { Pending(path: $0.path, diskPath: $0.path, bytes: $0.bytes) }, diagnostics: [], progress: nil)
    }

    // MARK: Engine

    private struct Pending: Sendable {
        let path: String
        let diskPath: String
        let bytes: [UInt8]?
    }

    /// What became of one file.
    private enum Outcome: Sendable {
        /// Linted: its bytes, their hash and its facts, parsed now or taken from the cache.
        case linted(bytes: [UInt8], hash: UInt64, facts: FileFacts, parsed: Bool)
        /// Not linted, with the reason.
        case skipped(SourceSkipReason)
        /// Not linted: it says it is generated.
        case generated
    }

    private final class Progress: Sendable {
        let done = Atomic<Int>(0)
    }

    /// Analyses every file (from the cache when unchanged), joins the project facts, runs the
    /// rules, and refreshes the cache.
    private func run(_ files: [Pending], diagnostics: [LintDiagnostic],
                     progress: (@Sendable (Int, Int) -> Void)?) -> LintReport {
        let configuration = configuration
        var cache = cacheDirectory.map { LintCache(directory: $0, configuration: configuration) }
        let outcomes = Self.analyse(files, cache: cache, configuration: configuration, progress: progress)
        var diagnostics = diagnostics + configuration.warnings.map(LintDiagnostic.init)
        var linted: [(bytes: [UInt8], hash: UInt64, facts: FileFacts, parsed: Bool)] = []
        var generated = 0
        for (file, outcome) in zip(files, outcomes) {
            switch outcome {
            case .linted(let bytes, let hash, let facts, let parsed): linted.append((bytes, hash, facts, parsed))
            case .skipped(let reason): diagnostics.append(LintDiagnostic(SourceDiagnostic(path: file.path, reason: reason)))
            case .generated: generated += 1
            }
        }
        let project = ProjectFacts(files: linted.map(\.facts), resolver: RoleResolver(configuration.roles))
        let checked = linted
        let rules = RuleCatalog.rules.filter { configuration.isEnabled($0.description) }
        let violations = ParallelWork.map(checked.count) { index in
            Self.violations(in: checked[index].facts, bytes: checked[index].bytes, project: project, rules: rules,
                            configuration: configuration)
        }.flatMap { $0 }.sorted()
        let parsed = linted.filter(\.parsed).count
        if parsed > 0 {
            cache?.store(linted.map { ($0.hash, $0.facts) })
        }
        return LintReport(
            violations: violations, diagnostics: diagnostics.sorted(), fileCount: files.count, parsedFileCount: parsed,
            cachedFileCount: linted.count - parsed, skippedFileCount: outcomes.count - linted.count - generated,
            generatedFileCount: generated)
    }

    /// Reads, hashes and (unless cached) parses every file, in parallel, each within the
    /// configured time limit.
    private static func analyse(_ files: [Pending], cache: LintCache?, configuration: LintConfiguration,
                                progress: (@Sendable (Int, Int) -> Void)?) -> [Outcome] {
        let counter = Progress()
        let settings = configuration.files
        let outcomes = ParallelWork.map(files.count, timeLimit: settings.limits.parseTimeLimit) { index -> Outcome in
            let file = files[index]
            defer { progress?(counter.done.add(1, ordering: .relaxed).newValue, files.count) }
            let bytes: [UInt8]
            if let inMemory = file.bytes {
                bytes = inMemory
            } else {
                switch SourceReader.bytes(atPath: file.diskPath, limits: settings.limits) {
                case .success(let read): bytes = read
                case .failure(let reason): return .skipped(reason)
                }
            }
            if settings.excludeGenerated, SourceReader.isGenerated(bytes) { return .generated }
            let hash = ContentHash.of(bytes)
            if let cached = cache?.facts(for: file.path, hash: hash) {
                return .linted(bytes: bytes, hash: hash, facts: cached, parsed: false)
            }
            switch FileAnalyzer.analyze(path: file.path, bytes: bytes, limits: settings.limits) {
            case .success(let facts): return .linted(bytes: bytes, hash: hash, facts: facts, parsed: true)
            case .failure(let reason): return .skipped(reason)
            }
        }
        return outcomes.map { $0 ?? .skipped(.timedOut(limitSeconds: settings.limits.parseTimeLimitSeconds)) }
    }

    private static func violations(in facts: FileFacts, bytes: [UInt8], project: ProjectFacts, rules: [any Rule],
                                   configuration: LintConfiguration) -> [Violation] {
        let context = RuleContext(file: facts, project: project, configuration: configuration)
        let parses = facts.syntaxErrors.isEmpty
        let suppressions = Suppressions(facts.suppressions)
        var lines: [Substring]?
        var result: [Violation] = []
        for rule in rules where parses || rule.description.id == ParseError.id {
            let id = rule.description.id
            for finding in rule.check(context) where !suppressions.isSuppressed(id, line: finding.position.line) {
                let sourceLines = lines ?? String(decoding: bytes, as: UTF8.self)
                    .split(separator: "\n", omittingEmptySubsequences: false)
                lines = sourceLines
                let line = finding.position.line
                let snippet = line >= 1 && line <= sourceLines.count ? normalise(sourceLines[line - 1]) : ""
                result.append(Violation(
                    ruleID: id, severity: configuration.severity(of: rule.description), path: facts.path,
                    line: line, column: finding.position.column, message: finding.message,
                    typeName: finding.typeName, snippet: snippet))
            }
        }
        return result
    }

    private static func normalise(_ line: Substring) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
