import VIPERSyntax

/// A VIPER architecture check that reads a file's facts (and the project's) and reports findings.
///
/// Each rule lives in a file of its own under `Rules/`, carries its description with triggering
/// and non-triggering examples, and is registered in ``RuleCatalog``.
protocol Rule: Sendable {
    /// Id, severity, rationale and examples.
    var description: RuleDescription { get }
    /// The findings for one file.
    func check(_ context: RuleContext) -> [Finding]
}

/// One problem a rule found, before severity, suppressions and baseline are applied.
struct Finding: Sendable {
    /// Where the problem is.
    var position: SourcePosition
    /// What is wrong and what to do, in one sentence or two.
    var message: String
    /// The type the problem belongs to (part of the baseline key).
    var typeName: String
}

extension [Finding] {
    /// The first finding on each line: one line is one place to fix, however many names on it
    /// break the rule.
    func onePerLine() -> [Finding] {
        var seen: Set<Int> = []
        return filter { seen.insert($0.position.line).inserted }
    }
}
