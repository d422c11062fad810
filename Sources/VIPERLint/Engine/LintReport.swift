/// The outcome of a lint run.
public struct LintReport: Sendable {
    /// Violations left after suppressions (and the baseline, once applied), in file order.
    public var violations: [Violation]
    /// How many files were linted.
    public var fileCount: Int
    /// How many of them had to be parsed (the rest came from the cache).
    public var parsedFileCount: Int
    /// Baseline entries that no longer match any violation: fixed code; remove them.
    public var staleBaselineEntries: [BaselineEntry]

    /// Creates a report.
    public init(violations: [Violation], fileCount: Int, parsedFileCount: Int,
                staleBaselineEntries: [BaselineEntry] = []) {
        self.violations = violations
        self.fileCount = fileCount
        self.parsedFileCount = parsedFileCount
        self.staleBaselineEntries = staleBaselineEntries
    }

    /// Whether any violation at error severity remains (the command exits 1).
    public var hasErrors: Bool { violations.contains { $0.severity == .error } }

    /// The report with baselined violations removed and stale entries recorded.
    public func applying(_ baseline: Baseline) -> LintReport {
        let (remaining, stale) = baseline.filter(violations)
        return LintReport(violations: remaining, fileCount: fileCount, parsedFileCount: parsedFileCount,
                          staleBaselineEntries: stale)
    }
}
