/// One architecture problem in one place: what `viper lint` prints and the baseline records.
public struct Violation: Codable, Sendable, Hashable {
    /// The rule that found it, e.g. `presenter-weak-view`.
    public var ruleID: String
    /// Its severity after configuration.
    public var severity: Severity
    /// The file, as given to the linter.
    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// What is wrong and what to do.
    public var message: String
    /// The type it belongs to (empty for file-level problems); part of the baseline key.
    public var typeName: String
    /// The code of its source line (comments left out, whitespace collapsed); part of the baseline key.
    public var snippet: String

    /// Creates a violation.
    public init(
        ruleID: String, severity: Severity, path: String, line: Int, column: Int, message: String,
        typeName: String, snippet: String
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.typeName = typeName
        self.snippet = snippet
    }
}

extension Violation: Comparable {
    /// Violations order by file, line, column, then rule.
    public static func < (lhs: Violation, rhs: Violation) -> Bool {
        (lhs.path, lhs.line, lhs.column, lhs.ruleID) < (rhs.path, rhs.line, rhs.column, rhs.ruleID)
    }
}
