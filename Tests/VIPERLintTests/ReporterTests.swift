import Foundation
import Testing
import VIPERLint

@Suite("Reporters")
struct ReporterTests {
    private let report = LintReport(
        violations: [
            Violation(
                ruleID: "presenter-weak-view", severity: .warning, path: "Login/LoginPresenter.swift", line: 2,
                column: 9, message: "holds <view> & \"more\"", typeName: "LoginPresenter", snippet: "var view: LoginView?"),
            Violation(
                ruleID: "parse-error", severity: .error, path: "Broken.swift", line: 1, column: 3,
                message: "does not parse", typeName: "", snippet: ""),
        ], fileCount: 3, parsedFileCount: 3)

    @Test("xcode format prints file:line:col: severity: message [rule]")
    func xcode() {
        #expect(
            ReportFormat.xcode.render(report).split(separator: "\n").first
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

    private func sarifRun(_ report: LintReport) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(ReportFormat.sarif.render(report).utf8)) as? [String: Any]
        return try #require((object?["runs"] as? [[String: Any]])?.first)
    }

    private func sarifResults(_ report: LintReport) throws -> [[String: Any]] {
        try #require(try sarifRun(report)["results"] as? [[String: Any]])
    }

    @Test("sarif results point at their rule in the driver by index")
    func sarifRuleIndex() throws {
        let run = try sarifRun(report)
        let rules = try #require((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
        for result in try sarifResults(report) {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }

    @Test("a sarif fingerprint stays the same when the violation's line moves, and differs for other code")
    func sarifFingerprint() throws {
        func fingerprint(line: Int, snippet: String) throws -> String? {
            let moved = LintReport(
                violations: [
                    Violation(
                        ruleID: "presenter-weak-view", severity: .warning, path: "Login/LoginPresenter.swift", line: line, column: 9,
                        message: "m", typeName: "LoginPresenter", snippet: snippet)
                ], fileCount: 1, parsedFileCount: 1)
            return (try sarifResults(moved).first?["partialFingerprints"] as? [String: String])?["viperLintKey/v1"]
        }
        let original = try fingerprint(line: 2, snippet: "var view: LoginView?")
        #expect(original?.count == 16)
        #expect(try fingerprint(line: 40, snippet: "var view: LoginView?") == original)
        #expect(try fingerprint(line: 2, snippet: "var view: LoginViewInput?") != original)
    }

    @Test("sarif lists the run's own warnings as notifications of its invocation")
    func sarifNotifications() throws {
        var withWarnings = report
        withWarnings.diagnostics = [
            LintDiagnostic(
                kind: .skippedFile, path: "Deep.swift", line: 1,
                message: "skipped: nesting depth 300 exceeds 256")
        ]
        let invocation = try #require((try sarifRun(withWarnings)["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect((notification["descriptor"] as? [String: Any])?["id"] as? String == "skipped-file")
        #expect((notification["message"] as? [String: Any])?["text"] as? String == "skipped: nesting depth 300 exceeds 256")
    }

    @Test("sarif artifact locations are URI references: spaces and '#' percent-encoded, folders kept")
    func sarifURI() throws {
        let spaced = LintReport(
            violations: [
                Violation(
                    ruleID: "presenter-weak-view", severity: .warning, path: "My App/Login #2/LoginPresenter.swift", line: 2, column: 9,
                    message: "m", typeName: "LoginPresenter", snippet: "")
            ], fileCount: 1, parsedFileCount: 1)
        let location = try #require((try sarifResults(spaced).first?["locations"] as? [[String: Any]])?.first)
        let physical = location["physicalLocation"] as? [String: Any]
        #expect((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String == "My%20App/Login%20%232/LoginPresenter.swift")
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

    /// A violation whose text holds what every format has to escape.
    private let awkward = LintReport(
        violations: [
            Violation(
                ruleID: "presenter-weak-view", severity: .error, path: "Écran/ä b:1,2%.swift", line: 4, column: 1,
                message: "says \"hi\" \\ then\nbreaks\tand \u{01} → 'ok' & <done>\r", typeName: "T", snippet: "var view: V?")
        ],
        fileCount: 1, parsedFileCount: 1)

    @Test("json escapes quotes, backslashes and control characters, keeps other text, and decodes back")
    func jsonEscaping() throws {
        let text = ReportFormat.json.render(awkward)
        #expect(text.contains(#"says \"hi\" \\ then\nbreaks\tand \u0001 → 'ok' & <done>\r"#))
        let decoded = try JSONDecoder().decode([Violation].self, from: Data(text.utf8))
        #expect(decoded == awkward.violations)
    }

    @Test("sarif decodes back to the same message, and its uri percent-encodes each UTF-8 byte outside a path's characters")
    func sarifEscaping() throws {
        let result = try #require(try sarifResults(awkward).first)
        #expect((result["message"] as? [String: Any])?["text"] as? String == awkward.violations[0].message)
        let location = try #require((result["locations"] as? [[String: Any]])?.first)
        let physical = location["physicalLocation"] as? [String: Any]
        #expect((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String == "%C3%89cran/%C3%A4%20b%3A1,2%25.swift")
    }

    @Test("an empty report is an empty json array and a sarif run with no results")
    func emptyReports() throws {
        let empty = LintReport(violations: [], fileCount: 0, parsedFileCount: 0)
        #expect(ReportFormat.json.render(empty) == "[]\n")
        #expect(try sarifResults(empty).isEmpty)
    }

    @Test("github percent-encodes %, line breaks, and in properties : and ,")
    func githubEscaping() {
        let line = ReportFormat.github.render(awkward)
        #expect(line.hasPrefix("::error file=Écran/ä b%3A1%2C2%25.swift,line=4,col=1,title=presenter-weak-view::"))
        #expect(line.hasSuffix("then%0Abreaks\tand \u{01} → 'ok' & <done>%0D\n"))
        #expect(line.split(separator: "\n").count == 1)
    }

    @Test("xml formats escape all five special characters and keep other text")
    func xmlEscaping() {
        let xml = ReportFormat.checkstyle.render(awkward)
        #expect(xml.contains("message=\"says &quot;hi&quot; \\ then\nbreaks\tand \u{01} → &apos;ok&apos; &amp; &lt;done&gt;\r\""))
        #expect("plain/path.swift".xmlEscaped == "plain/path.swift")
    }
}
