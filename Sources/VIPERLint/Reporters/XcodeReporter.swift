/// `file:line:col: warning: message [rule-id]`, one line per violation.
enum XcodeReporter {
    static func render(_ report: LintReport) -> String {
        report.violations.map {
            "\($0.path):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message) [\($0.ruleID)]\n"
        }.joined()
    }
}
