/// GitHub Actions workflow commands: each violation becomes an annotation on the pull request.
enum GitHubReporter {
    static func render(_ report: LintReport) -> String {
        report.violations.map {
            "::\($0.severity.rawValue) file=\(escapeProperty($0.path)),line=\($0.line),col=\($0.column),"
                + "title=\(escapeProperty($0.ruleID))::\(escapeMessage($0.message))\n"
        }.joined()
    }

    private static func escapeMessage(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeMessage(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
