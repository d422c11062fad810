/// The output formats of `viper lint --format`.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// `file:line:col: warning: message [rule-id]`, understood by Xcode and most editors (the default).
    case xcode
    /// A JSON array of violations.
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other analysis dashboards.
    case sarif
    /// GitHub Actions workflow commands (`::warning file=…`), shown inline on pull requests.
    case github
    /// Checkstyle XML, for Jenkins and GitLab.
    case checkstyle
    /// JUnit XML, one test case per linted file.
    case junit

    /// Renders a report in this format.
    public func render(_ report: LintReport) -> String {
        switch self {
        case .xcode: XcodeReporter.render(report)
        case .json: JSONReporter.render(report)
        case .sarif: SARIFReporter.render(report)
        case .github: GitHubReporter.render(report)
        case .checkstyle: CheckstyleReporter.render(report)
        case .junit: JUnitReporter.render(report)
        }
    }
}
