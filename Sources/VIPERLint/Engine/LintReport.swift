/// The outcome of a lint run.
public struct LintReport: Sendable {
    /// Violations left after suppressions (and the baseline, once applied), in file order.
    public var violations: [Violation]
    /// Warnings about the run itself: skipped files, invalid `// viper:` comments, ignored
    /// `viper.json` keys.
    public var diagnostics: [LintDiagnostic]
    /// How many Swift files were found (parsed, cached, skipped or generated).
    public var fileCount: Int
    /// How many of them were parsed in this run.
    public var parsedFileCount: Int
    /// How many of them were answered from the cache, unparsed.
    public var cachedFileCount: Int
    /// How many of them could not be linted (each has a diagnostic).
    public var skippedFileCount: Int
    /// How many of them were not linted because they say they are generated.
    public var generatedFileCount: Int
    /// How many files the rules ran on: every linted file, except those whose cached findings
    /// still held (no file changed, or the changes were inside bodies and left every file's
    /// part of the project view as it was).
    public var checkedFileCount = 0
    /// Baseline entries that no longer match any violation, each with why.
    public var staleBaselineEntries: [StaleBaselineEntry]
    /// Violations silenced by inline `// viper:disable…` comments (a baseline entry that
    /// matches one is stale because of the comment, not a fix).
    var suppressedViolations: [Violation] = []
    /// The files whose facts took part in the run.
    var lintedPaths: Set<String> = []
    /// The rules that ran.
    var checkedRuleIDs: Set<String> = []

    /// Creates a report.
    public init(
        violations: [Violation], diagnostics: [LintDiagnostic] = [], fileCount: Int, parsedFileCount: Int,
        cachedFileCount: Int = 0, skippedFileCount: Int = 0, generatedFileCount: Int = 0,
        staleBaselineEntries: [StaleBaselineEntry] = []
    ) {
        self.violations = violations
        self.diagnostics = diagnostics
        self.fileCount = fileCount
        self.parsedFileCount = parsedFileCount
        self.cachedFileCount = cachedFileCount
        self.skippedFileCount = skippedFileCount
        self.generatedFileCount = generatedFileCount
        self.staleBaselineEntries = staleBaselineEntries
    }

    /// Whether any violation at error severity remains (the command exits 1).
    public var hasErrors: Bool { violations.contains { $0.severity == .error } }

    /// The report with baselined violations removed and stale entries recorded.
    public func applying(_ baseline: Baseline) -> LintReport {
        var report = self
        (report.violations, report.staleBaselineEntries) = baseline.filter(self)
        return report
    }
}
