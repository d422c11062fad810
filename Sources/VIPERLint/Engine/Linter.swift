import Foundation
import Synchronization
import VIPERVocabulary

/// Lints Swift files against the VIPER architecture rules.
///
/// Each file is parsed once, in parallel on all cores; one pass over its tree gathers the facts
/// every rule consumes. With a cache directory, facts are stored per file and an unchanged file
/// is never parsed again.
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

    /// Lints the Swift files in `paths` (files or folders), honouring include and exclude globs.
    ///
    /// `progress` is called from worker threads with (files done, total files).
    public func lint(paths: [String], progress: (@Sendable (Int, Int) -> Void)? = nil) throws(LintError) -> LintReport {
        let files = try FileDiscovery.swiftFiles(in: paths, configuration: configuration)
        return run(files.map { Pending(path: $0, bytes: nil) }, progress: progress)
    }

    /// Lints sources held in memory.
    public func lint(sources: [SourceInput]) -> LintReport {
        run(sources.map { Pending(path: $0.path, bytes: $0.bytes) }, progress: nil)
    }

    // MARK: Engine

    private struct Pending: Sendable {
        let path: String
        let bytes: [UInt8]?
    }

    private struct Analysed: Sendable {
        let bytes: [UInt8]
        let hash: UInt64
        let facts: FileFacts
        let parsed: Bool
    }

    private final class Progress: Sendable {
        let done = Atomic<Int>(0)
    }

    /// Analyses every file (from the cache when unchanged), joins the project facts, runs the
    /// rules, and refreshes the cache.
    private func run(_ files: [Pending], progress: (@Sendable (Int, Int) -> Void)?) -> LintReport {
        let configuration = configuration
        var cache = cacheDirectory.map { LintCache(directory: $0, configuration: configuration) }
        let analysed = Self.analyse(files, cache: cache, progress: progress)
        let project = ProjectFacts(files: analysed.map(\.facts), resolver: RoleVocabulary(configuration.roles))
        let rules = RuleCatalog.rules.filter { configuration.isEnabled($0.description) }
        let violations = ParallelWork.map(analysed.count) { index in
            Self.violations(in: analysed[index], project: project, rules: rules, configuration: configuration)
        }.flatMap { $0 }.sorted()
        if analysed.contains(where: \.parsed) {
            cache?.store(analysed.map { ($0.hash, $0.facts) })
        }
        return LintReport(violations: violations, fileCount: files.count,
                          parsedFileCount: analysed.filter(\.parsed).count)
    }

    /// Reads, hashes and (unless cached) parses every file, in parallel.
    private static func analyse(_ files: [Pending], cache: LintCache?,
                                progress: (@Sendable (Int, Int) -> Void)?) -> [Analysed] {
        let counter = Progress()
        return ParallelWork.map(files.count) { index -> Analysed in
            let file = files[index]
            defer { progress?(counter.done.add(1, ordering: .relaxed).newValue, files.count) }
            let bytes: [UInt8]
            if let inMemory = file.bytes {
                bytes = inMemory
            } else {
                do {
                    bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file.path)))
                } catch {
                    let facts = FileAnalyzer.unreadable(path: file.path, reason: error.localizedDescription)
                    return Analysed(bytes: [], hash: 0, facts: facts, parsed: false)
                }
            }
            let hash = ContentHash.of(bytes)
            if let cached = cache?.facts(for: file.path, hash: hash) {
                return Analysed(bytes: bytes, hash: hash, facts: cached, parsed: false)
            }
            return Analysed(bytes: bytes, hash: hash, facts: FileAnalyzer.analyze(path: file.path, bytes: bytes), parsed: true)
        }
    }

    private static func violations(in file: Analysed, project: ProjectFacts, rules: [any Rule],
                                   configuration: LintConfiguration) -> [Violation] {
        let context = RuleContext(file: file.facts, project: project, configuration: configuration)
        let parses = file.facts.syntaxErrors.isEmpty
        let suppressions = Suppressions(file.facts.suppressions)
        var lines: [Substring]?
        var result: [Violation] = []
        for rule in rules where parses || rule.description.id == ParseError.id {
            let id = rule.description.id
            for finding in rule.check(context) where !suppressions.isSuppressed(id, line: finding.position.line) {
                let sourceLines = lines ?? String(decoding: file.bytes, as: UTF8.self)
                    .split(separator: "\n", omittingEmptySubsequences: false)
                lines = sourceLines
                let line = finding.position.line
                let snippet = line >= 1 && line <= sourceLines.count ? normalise(sourceLines[line - 1]) : ""
                result.append(Violation(
                    ruleID: id, severity: configuration.severity(of: rule.description), path: file.facts.path,
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
