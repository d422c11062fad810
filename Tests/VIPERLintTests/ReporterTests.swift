import Foundation
import Testing
import VIPERLint

@Suite("Reporters")
struct ReporterTests {
    private let report = LintReport(violations: [
        Violation(ruleID: "presenter-weak-view", severity: .warning, path: "Login/LoginPresenter.swift", line: 2,
                  column: 9, message: "holds <view> & \"more\"", typeName: "LoginPresenter", snippet: "var view: LoginView?"),
        Violation(ruleID: "parse-error", severity: .error, path: "Broken.swift", line: 1, column: 3,
                  message: "does not parse", typeName: "", snippet: ""),
    ], fileCount: 3, parsedFileCount: 3)

    @Test("xcode format prints file:line:col: severity: message [rule]")
    func xcode() {
        #expect(ReportFormat.xcode.render(report).split(separator: "\n").first
            == "Login/LoginPresenter.swift:2:9: warning: holds <view> & \"more\" [presenter-weak-view]")
    }

    @Test("json format decodes back to the violations")
    func json() throws {
        let decoded = try JSONDecoder().decode([Violation].self, from: Data(ReportFormat.json.render(report).utf8))
        #expect(decoded == report.violations)
    }

    @Test("sarif format is SARIF 2.1.0 with one result per violation")
    func sarif() throws {
        let object = try JSONSerialization.jsonObject(with: Data(ReportFormat.sarif.render(report).utf8)) as? [String: Any]
        let runs = object?["runs"] as? [[String: Any]]
        #expect(object?["version"] as? String == "2.1.0")
        #expect((runs?.first?["results"] as? [Any])?.count == 2)
    }

    @Test("github format emits workflow commands with escaped properties")
    func github() {
        let lines = ReportFormat.github.render(report).split(separator: "\n")
        #expect(lines.first == "::warning file=Login/LoginPresenter.swift,line=2,col=9,title=presenter-weak-view::holds <view> & \"more\"")
        #expect(lines.last?.hasPrefix("::error file=Broken.swift") == true)
    }

    @Test("checkstyle format escapes XML and groups by file")
    func checkstyle() {
        let xml = ReportFormat.checkstyle.render(report)
        #expect(xml.contains("<file name=\"Login/LoginPresenter.swift\">"))
        #expect(xml.contains("message=\"holds &lt;view&gt; &amp; &quot;more&quot;\""))
        #expect(xml.components(separatedBy: "<error ").count == 3)
    }

    @Test("junit format counts files as tests and violations as failures")
    func junit() {
        let xml = ReportFormat.junit.render(report)
        #expect(xml.contains("tests=\"3\" failures=\"2\""))
        #expect(xml.components(separatedBy: "<failure ").count == 3)
    }
}
