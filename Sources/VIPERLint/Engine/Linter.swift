import Foundation
import VIPERLock
import VIPERSyntax
import VIPERToolSupport
import VIPERVocabulary

/// Lints Swift files against the VIPER architecture rules.
///
/// Files are found by `VIPERSyntax`'s `SourceDiscovery` (vendored and generated code skipped),
/// each is parsed once, in parallel on all cores, within the limits of the `files` settings;
/// one pass over its tree gathers the facts every rule consumes. A file that cannot be linted
/// becomes one diagnostic and the run goes on.
///
/// With a cache directory, each file's facts and findings are kept between runs: a file whose
/// size and modification time are unchanged is not read, one whose content is unchanged is not
/// parsed, and when no file changed no rule runs at all. When the changes are inside bodies —
/// every file adds to the project view what it added before — the project view is read back
/// from the cache and the rules run only on the changed files, since the others' findings
/// still hold.
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
    /// Where per-file facts and findings are cached; nil disables the cache.
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
    public func lint(
        paths: [String], relativeTo directory: String? = nil,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws(LintError) -> LintReport {
        let startedAt = FileStamp.now()
        let inventory: SourceInventory
        do {
            inventory = try SourceDiscovery.swiftFiles(
                in: paths, relativeTo: directory, settings: configuration.files,
                include: configuration.include, exclude: configuration.exclude)
        } catch {
            throw LintError.missingPath(error.path)
        }
        let files = inventory.files.map {
            Pending(path: $0.path, diskPath: $0.diskPath, size: $0.size, modificationTime: $0.modificationTime, bytes: nil)
        }
        return run(
            files, startedAt: startedAt, diagnostics: inventory.diagnostics.map(LintDiagnostic.init),
            progress: progress)
    }

    /// Lints sources held in memory.
    public func lint(sources: [SourceInput]) -> LintReport {
        let files = sources.map {
            Pending(path: $0.path, diskPath: $0.path, size: $0.bytes.count, modificationTime: 0, bytes: $0.bytes)
        }
        return run(files, startedAt: FileStamp.now(), diagnostics: [], progress: nil)
    }

    // MARK: Engine

    /// A file to lint, as found: on disk (bytes nil) or in memory.
    private struct Pending: Sendable {
        let path: String
        let diskPath: String
        let size: Int
        let modificationTime: Int64
        let bytes: [UInt8]?
    }

    /// What became of one file in this run.
    private enum Outcome: Sendable {
        /// Its cache record still holds; `verified` when its metadata changed but its content
        /// hashes the same (the record is rewritten with the new metadata).
        case cached(LintCache.Record, verified: Bool)
        /// Parsed now.
        case parsed(Parsed)
        /// Not linted, with the reason; `hash` is 0 when the content is unknown.
        case skipped(SourceSkipReason, hash: UInt64)
        /// Not linted: it says it is generated.
        case generated(hash: UInt64)

        /// Whether the file's facts take part in the run.
        var isLinted: Bool {
            switch self {
            case .parsed: true
            case .cached(let record, _): record.isLinted
            case .skipped, .generated: false
            }
        }

        /// Why the file is not linted, or nil when it is.
        var notLinted: NotLinted? {
            switch self {
            case .parsed: nil
            case .skipped(let reason, _): .skipped(reason)
            case .generated: .generated
            case .cached(let record, _):
                switch record.state {
                case .linted: nil
                case .skipped(let reason): .skipped(reason)
                case .generated: .generated
                }
            }
        }

        /// Whether the run leaves the file's cache record exactly as it was.
        var leavesRecordAsIs: Bool {
            if case .cached(_, verified: false) = self { true } else { false }
        }
    }

    /// A file parsed in this run, with everything the rest of the run needs from it, worked out
    /// on the thread that parsed it. A class: the run passes outcomes around and copies them into
    /// lists, and a copy is then one reference, not one per array its facts hold.
    private final class Parsed: Sendable {
        let bytes: [UInt8]
        let hash: UInt64
        let facts: FileFacts
        /// What it adds to the project view.
        let contribution: ProjectContribution
        /// Its facts and contribution as the cache keeps them; nil without a cache.
        let encoded: (facts: ArraySlice<UInt8>, contribution: ArraySlice<UInt8>)?
        /// The cache record of the file's earlier content, if any.
        let previous: LintCache.Record?

        init(bytes: [UInt8], hash: UInt64, facts: FileFacts, previous: LintCache.Record?, encodes: Bool) {
            self.bytes = bytes
            self.hash = hash
            self.facts = facts
            self.previous = previous
            contribution = ProjectContribution(facts)
            guard encodes else {
                encoded = nil
                return
            }
            var factsWriter = BinaryWriter()
            facts.write(to: &factsWriter)
            var contributionWriter = BinaryWriter()
            contribution.write(to: &contributionWriter)
            encoded = (factsWriter.bytes[...], contributionWriter.bytes[...])
        }
    }

    /// Why a file is not linted.
    private enum NotLinted {
        case skipped(SourceSkipReason)
        case generated
    }

    private final class Progress: Sendable {
        let done = Locked(0)
    }

    /// Analyses every file (from the cache when unchanged), runs the rules unless no file
    /// changed, and refreshes the cache.
    private func run(
        _ files: [Pending], startedAt: Int64, diagnostics: [LintDiagnostic],
        progress: (@Sendable (Int, Int) -> Void)?
    ) -> LintReport {
        let configuration = configuration
        let cache = cacheDirectory.map { LintCache(directory: $0, configuration: configuration) }
        let outcomes = Self.analyse(files, cache: cache, configuration: configuration, progress: progress)
        let linted = outcomes.indices.filter { outcomes[$0].isLinted }
        let parsedCount = linted.count { if case .parsed = outcomes[$0] { true } else { false } }

        // The rules read every file's facts, so their findings for a file hold as long as no
        // file was parsed, added or removed; then the cached findings are the report.
        let unchanged = parsedCount == 0 && cache?.lintedCount == linted.count
        let (results, projectView) =
            (unchanged
                ? cache.flatMap { cache in
                    Self.cachedFindings(linted, files: files, outcomes: outcomes, cache: cache).map { ($0, cache.encodedProjectView) }
                } : nil)
            ?? Self.check(linted.map { (files[$0], outcomes[$0]) }, cache: cache, configuration: configuration)

        var report = LintReport(
            violations: [], fileCount: files.count, parsedFileCount: parsedCount,
            cachedFileCount: linted.count - parsedCount)
        report.checkedFileCount = results.count(where: \.checked)
        report.diagnostics = diagnostics + configuration.warnings.map(LintDiagnostic.init)
        for (file, outcome) in zip(files, outcomes) {
            switch outcome.notLinted {
            case .skipped(let reason):
                report.diagnostics.append(LintDiagnostic(SourceDiagnostic(path: file.path, reason: reason)))
                report.skippedFileCount += 1
            case .generated: report.generatedFileCount += 1
            case nil: break
            }
        }
        for (fileFindings, _) in results {
            report.violations += fileFindings.violations
            report.suppressedViolations += fileFindings.suppressed
            report.diagnostics += fileFindings.diagnostics
        }
        report.violations.sort()
        report.lintedPaths = Set(linted.map { files[$0].path })
        report.checkedRuleIDs = Set(RuleCatalog.descriptions.filter(configuration.isEnabled).map(\.id))
        report.diagnostics.sort()

        let stale = !unchanged || outcomes.contains { !$0.leavesRecordAsIs } || cache?.count != files.count
        if let cache, stale {
            var findingsByFile = [Checked?](repeating: nil, count: files.count)
            for (index, found) in zip(linted, results) { findingsByFile[index] = found }
            Self.store(
                files, outcomes: outcomes, findings: findingsByFile, projectView: projectView, cache: cache,
                startedAt: startedAt)
        }
        // What the run parsed (texts, trees' facts, encodings) is freed on every core.
        ParallelWork.release(consume outcomes)
        return report
    }

    /// Reads (unless its metadata is unchanged), hashes and (unless its content is unchanged)
    /// parses every file, in parallel, each within the configured time limit, no more bytes at
    /// once than the configured budget.
    private static func analyse(
        _ files: [Pending], cache: LintCache?, configuration: LintConfiguration,
        progress: (@Sendable (Int, Int) -> Void)?
    ) -> [Outcome] {
        let counter = Progress()
        let settings = configuration.files
        let budget = settings.limits.parseBudget { files[$0].bytes?.count ?? files[$0].size }
        let outcomes = ParallelWork.map(files.count, timeLimit: settings.limits.parseTimeLimit, budget: budget) {
            index -> Outcome in
            let file = files[index]
            defer {
                progress?(
                    counter.done.withLock { done in
                        done += 1
                        return done
                    }, files.count)
            }
            let record = cache?.record(for: file.path)
            if let record, file.bytes == nil,
                cache?.isCurrent(record, size: file.size, modificationTime: file.modificationTime) == true
            {
                return .cached(record, verified: false)
            }
            let bytes: [UInt8]
            if let inMemory = file.bytes {
                bytes = inMemory
            } else {
                switch SourceReader.bytes(atPath: file.diskPath, limits: settings.limits) {
                case .success(let read): bytes = read
                case .failure(let reason): return .skipped(reason, hash: 0)
                }
            }
            let hash = ContentHash.of(bytes)
            if let record, record.hash == hash { return .cached(record, verified: true) }
            if settings.excludeGenerated, SourceReader.isGenerated(bytes) { return .generated(hash: hash) }
            switch FileAnalyzer.analyze(path: file.path, bytes: bytes, limits: settings.limits) {
            case .success(let facts):
                return .parsed(Parsed(bytes: bytes, hash: hash, facts: facts, previous: record, encodes: cache != nil))
            case .failure(let reason): return .skipped(reason, hash: hash)
            }
        }
        return outcomes.map { $0 ?? .skipped(.timedOut(limitSeconds: settings.limits.parseTimeLimitSeconds), hash: 0) }
    }

    /// A linted file's findings, and whether the rules ran on it in this run (when not, the
    /// findings are the cached ones).
    private typealias Checked = (findings: FileFindings, checked: Bool)

    /// The findings the cache holds for the linted files, when it holds them all.
    private static func cachedFindings(
        _ linted: [Int], files: [Pending], outcomes: [Outcome],
        cache: LintCache
    ) -> [Checked]? {
        var findings: [Checked] = []
        findings.reserveCapacity(linted.count)
        for index in linted {
            guard case .cached(let record, _) = outcomes[index],
                let cached = cache.findings(of: record, path: files[index].path)
            else { return nil }
            findings.append((cached, false))
        }
        return findings
    }

    /// Runs the rules on every linted file against the project view of all of them; when the
    /// project view is the one the cache's findings were made with, only on the files parsed now,
    /// and the view is read back from the cache instead of gathered again. A cached file's facts
    /// are decoded only when the rules run on it: the project view needs only what each file
    /// contributes to it, which the cache keeps apart. Returns the findings, and the project view
    /// encoded for the cache (nil without one).
    private static func check(
        _ files: [(file: Pending, outcome: Outcome)], cache: LintCache?,
        configuration: LintConfiguration
    ) -> (findings: [Checked], projectView: ArraySlice<UInt8>?) {
        let resolver = RoleVocabulary(configuration.roles)
        let reusesFindings = cache.map { contributionsAreUnchanged(files, cache: $0) } ?? false
        let kept = reusesFindings ? cache?.projectView(resolver: resolver) : nil
        let project = kept ?? gather(files, cache: cache, resolver: resolver)
        let rules = RuleCatalog.rules.filter { configuration.isEnabled($0.description) }
        let limits = configuration.files.limits
        // A view gathered now is encoded for the cache as the first piece of the parallel work,
        // so one core encodes it while the others run the rules.
        let encodesView = cache != nil && kept == nil
        let encodedView = Locked<ArraySlice<UInt8>?>(nil)
        let first = encodesView ? 1 : 0
        let checked = ParallelWork.map(first + files.count) { item -> Checked? in
            guard item >= first else {
                var writer = BinaryWriter()
                project.write(to: &writer)
                encodedView.withLock { $0 = writer.bytes[...] }
                return nil
            }
            let (file, outcome) = files[item - first]
            let facts: FileFacts
            switch outcome {
            case .parsed(let parsed): facts = parsed.facts
            case .cached(let record, _):
                if reusesFindings, let cached = cache?.findings(of: record, path: file.path) { return (cached, false) }
                facts = cache?.facts(of: record) ?? FileFacts(path: file.path)
            case .skipped, .generated: facts = FileFacts(path: file.path)
            }
            let found = findings(in: facts, project: project, rules: rules, configuration: configuration) {
                if case .parsed(let parsed) = outcome { return parsed.bytes }
                return file.bytes ?? (try? SourceReader.bytes(atPath: file.diskPath, limits: limits).get()) ?? []
            }
            return (found, true)
        }.compactMap { $0 }
        return (checked, kept != nil ? cache?.encodedProjectView : encodedView.withLock { $0 })
    }

    /// The project view of every linted file, from what each contributes: parsed now, or decoded
    /// from the cache. The contributions decoded for it are freed on every core.
    private static func gather(
        _ files: [(file: Pending, outcome: Outcome)], cache: LintCache?,
        resolver: RoleVocabulary
    ) -> ProjectFacts {
        let contributions = ParallelWork.map(files.count) { index -> ProjectContribution in
            let (file, outcome) = files[index]
            switch outcome {
            case .parsed(let parsed): return parsed.contribution
            case .cached(let record, _):
                return cache?.contribution(of: record, path: file.path) ?? ProjectContribution(path: file.path, declarations: [])
            case .skipped, .generated: return ProjectContribution(path: file.path, declarations: [])
            }
        }
        let project = ProjectFacts(contributions: contributions, resolver: resolver)
        ParallelWork.release(consume contributions)
        return project
    }

    /// Whether every file contributes to the project view what it did in the run that wrote the
    /// cache, so the view and the cached findings are still those of this run: the cache holds
    /// exactly the linted files, and each file parsed now encodes the same contribution as its
    /// cached version (an edit inside a body).
    private static func contributionsAreUnchanged(_ files: [(file: Pending, outcome: Outcome)], cache: LintCache) -> Bool {
        guard cache.lintedCount == files.count else { return false }
        for (_, outcome) in files {
            switch outcome {
            case .cached(let record, _):
                guard record.isLinted else { return false }
            case .parsed(let parsed):
                guard let previous = parsed.previous.flatMap(cache.encoded), let now = parsed.encoded,
                    previous.contribution == now.contribution
                else { return false }
            case .skipped, .generated:
                return false
            }
        }
        return true
    }

    /// Runs the rules on one file; `source` gives its bytes, read only when a finding needs the
    /// line it is on.
    private static func findings(
        in facts: FileFacts, project: ProjectFacts, rules: [any Rule],
        configuration: LintConfiguration, source: () -> [UInt8]
    ) -> FileFindings {
        let context = RuleContext(file: facts, project: project, configuration: configuration)
        let parses = facts.syntaxErrors.isEmpty
        let suppressions = Suppressions(facts.suppressions)
        var lines: (bytes: [UInt8], table: LineTable)?
        var result = FileFindings()
        for fact in facts.suppressions {
            for problem in fact.problems(knownRules: RuleCatalog.ids) {
                result.diagnostics.append(LintDiagnostic(kind: .invalidSuppression, path: facts.path, line: fact.line, message: problem))
            }
        }
        for rule in rules where parses || rule.description.id == ParseError.id {
            let id = rule.description.id
            for finding in rule.check(context) {
                let source =
                    lines
                    ?? {
                        let bytes = source()
                        return (bytes, LineTable(bytes))
                    }()
                lines = source
                let line = finding.position.line
                let snippet =
                    source.table.byteRange(ofLine: line, count: source.bytes.count).map {
                        Baseline.key(ofSourceLine: String(decoding: source.bytes[$0], as: UTF8.self)[...])
                    } ?? ""
                let violation = Violation(
                    ruleID: id, severity: configuration.severity(of: rule.description), path: facts.path,
                    line: line, column: finding.position.column, message: finding.message,
                    typeName: finding.typeName, snippet: snippet)
                if suppressions.isSuppressed(id, line: line) {
                    result.suppressed.append(violation)
                } else {
                    result.violations.append(violation)
                }
            }
        }
        return result
    }

    /// Writes this run's records: facts parsed now were encoded where they were parsed, facts
    /// already in the index are copied, not re-encoded, and so is the whole record of a file
    /// whose metadata and findings are unchanged (after an edit, nearly all of them); the rest
    /// are encoded on every core. A file that could not be read is not recorded, so it is read
    /// again next time.
    private static func store(
        _ files: [Pending], outcomes: [Outcome], findings: [Checked?],
        projectView: ArraySlice<UInt8>?, cache: LintCache, startedAt: Int64
    ) {
        let shareCount = 4 * ProcessInfo.processInfo.activeProcessorCount
        let shareSize = max(1, (files.count + shareCount - 1) / shareCount)
        let shares = ParallelWork.map((files.count + shareSize - 1) / shareSize) { share -> LintCache.EncodedEntries in
            var encoded = LintCache.EncodedEntries()
            for index in share * shareSize..<min(files.count, (share + 1) * shareSize) {
                if case .cached(let record, verified: false) = outcomes[index], findings[index]?.checked != true {
                    encoded.append(unchanged: record, of: cache)
                } else if let entry = entry(files[index], outcome: outcomes[index], findings: findings[index]?.findings, cache: cache) {
                    encoded.append(entry)
                }
            }
            return encoded
        }
        cache.store(shares, projectView: projectView, startedAt: startedAt)
    }

    /// The cache record of one file, with its findings if the rules ran on it or held.
    private static func entry(_ file: Pending, outcome: Outcome, findings: FileFindings?, cache: LintCache) -> LintCache.Entry? {
        let entry: (hash: UInt64, state: LintCache.Entry.State)?
        switch outcome {
        case .parsed(let parsed):
            entry = findings.flatMap { found in
                parsed.encoded.map { (parsed.hash, .linted(facts: $0.facts, contribution: $0.contribution, findings: found)) }
            }
        case .cached(let record, _):
            switch record.state {
            case .linted:
                entry = cache.encoded(record).flatMap { encoded in
                    findings.map { (record.hash, .linted(facts: encoded.facts, contribution: encoded.contribution, findings: $0)) }
                }
            case .skipped(let reason): entry = (record.hash, .skipped(reason))
            case .generated: entry = (record.hash, .generated)
            }
        case .skipped(let reason, let hash):
            // A time-out is kept (with no hash: a file whose metadata changes is tried again);
            // a file that could not be read is not.
            entry = hash != 0 || isTimeOut(reason) ? (hash, .skipped(reason)) : nil
        case .generated(let hash): entry = (hash, .generated)
        }
        return entry.map {
            LintCache.Entry(path: file.path, size: file.size, modificationTime: file.modificationTime, hash: $0.hash, state: $0.state)
        }
    }

    private static func isTimeOut(_ reason: SourceSkipReason) -> Bool {
        if case .timedOut = reason { true } else { false }
    }
}
