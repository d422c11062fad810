import Foundation
import Testing
import VIPERLint
import VIPERToolSupport

@Suite("Baseline")
struct BaselineTests {
    @Test("a baseline hides the violations it records")
    func hidesRecorded() {
        let report = lint(["LoginPresenter.swift": strongViewPresenter])
        let filtered = report.applying(Baseline(violations: report.violations))
        #expect(!report.violations.isEmpty)
        #expect(filtered.violations.isEmpty)
        #expect(filtered.staleBaselineEntries.isEmpty)
    }

    @Test("entries survive lines added above the violation")
    func survivesLineShifts() {
        let baseline = Baseline(violations: lint(["LoginPresenter.swift": strongViewPresenter]).violations)
        let shifted = lint(["LoginPresenter.swift": "import Foundation\n\n// A comment\n" + strongViewPresenter])
        #expect(shifted.applying(baseline).violations.isEmpty)
    }

    @Test("a new violation of the same rule in the same type is still reported")
    func newViolationReported() {
        let baseline = Baseline(violations: lint(["LoginPresenter.swift": strongViewPresenter]).violations)
        let grown = lint([
            "LoginPresenter.swift": """
            final class LoginPresenter {
                var view: LoginView?
                var display: LoginViewController?
            }
            """
        ]).applying(baseline)
        #expect(grown.violations.map(\.line) == [3])
    }

    @Test("editing the comment on a baselined line keeps the violation hidden")
    func commentEditKeepsMatch() {
        let commented = strongViewPresenter.replacingOccurrences(of: "var view: LoginView?", with: "var view: LoginView? // TODO")
        let baseline = Baseline(violations: lint(["LoginPresenter.swift": commented]).violations)
        let edited = strongViewPresenter.replacingOccurrences(
            of: "var view: LoginView?", with: "var view: LoginView? /* owned by the window */ // FIXME(#12): make weak")
        let report = lint(["LoginPresenter.swift": edited]).applying(baseline)
        #expect(report.violations.isEmpty)
        #expect(report.staleBaselineEntries.isEmpty)
        #expect(baseline.entries.map(\.snippet) == ["var view: LoginView?"])
    }

    @Test("a file with Windows line endings gives each finding its line's snippet, and matches its baseline")
    func windowsLineEndings() {
        let crlf = strongViewPresenter.replacingOccurrences(of: "\n", with: "\r\n")
        let report = lint(["LoginPresenter.swift": crlf])
        #expect(report.violations.map(\.snippet) == lint(["LoginPresenter.swift": strongViewPresenter]).violations.map(\.snippet))
        #expect(report.violations.map(\.snippet) == ["var view: LoginView?"])
        let baseline = Baseline(violations: lint(["LoginPresenter.swift": strongViewPresenter]).violations)
        #expect(report.applying(baseline).violations.isEmpty)
    }

    @Test("an entry written with its trailing comment by an older version still matches")
    func olderEntriesStillMatch() {
        let old = Baseline(violations: [
            Violation(
                ruleID: "presenter-weak-view", severity: .warning, path: "LoginPresenter.swift", line: 2, column: 9,
                message: "", typeName: "LoginPresenter", snippet: "var view: LoginView? // TODO")
        ])
        #expect(lint(["LoginPresenter.swift": strongViewPresenter]).applying(old).violations.isEmpty)
    }

    @Test("the key of a line is its code: comments out, whitespace collapsed, comment markers in strings kept")
    func lineKey() {
        #expect(Baseline.key(ofSourceLine: "  var  view:\tLoginView?   // strong on purpose") == "var view: LoginView?")
        #expect(Baseline.key(ofSourceLine: "let a = b /* why */ + c") == "let a = b + c")
        #expect(Baseline.key(ofSourceLine: #"let url = "https://example.com" // site"#) == #"let url = "https://example.com""#)
        #expect(Baseline.key(ofSourceLine: #"let s = "a \" // b" // c"#) == #"let s = "a \" // b""#)
    }

    @Test(
        "a line's key keeps non-ASCII text and handles comments and escapes at the line's edges",
        arguments: [
            ("", ""),
            ("   \t\r", ""),
            ("// only a comment", ""),
            ("let a = 1 /* never closed", "let a = 1"),
            ("let a = 1 /*/ b", "let a = 1 b"),
            ("let a = 1 /**/+ 2", "let a = 1 + 2"),
            (#"let s = "end\"#, #"let s = "end\"#),
            (#"let s = "é\"ü" // ß"#, #"let s = "é\"ü""#),
            ("let café  =\t\"naïve  text\"\r", "let café = \"naïve text\""),
            ("let url = \"a//b\" /* x */ // y", "let url = \"a//b\""),
            ("let 🙂 = 1", "let 🙂 = 1"),
        ])
    func keyEdges(line: String, key: String) {
        #expect(Baseline.key(ofSourceLine: line[...]) == key)
    }

    @Test("an entry whose violation was fixed is stale as fixed")
    func staleFixed() {
        let baseline = Baseline(violations: lint(["LoginPresenter.swift": strongViewPresenter]).violations)
        let fixed = lint(["LoginPresenter.swift": "final class LoginPresenter { weak var view: LoginView? }"])
            .applying(baseline)
        #expect(fixed.staleBaselineEntries.map(\.reason) == [.fixed])
        #expect(fixed.staleBaselineEntries.first?.description.hasSuffix("fixed: no such violation remains; remove the entry") == true)
    }

    @Test("an entry whose violation is now suppressed inline is stale as suppressed, not fixed")
    func staleSuppressed() {
        let baseline = Baseline(violations: lint(["LoginPresenter.swift": strongViewPresenter]).violations)
        let suppressed = lint([
            "LoginPresenter.swift": """
            final class LoginPresenter {
                // viper:disable:next presenter-weak-view — owned by the window
                var view: LoginView?
            }
            """
        ]).applying(baseline)
        #expect(suppressed.violations.isEmpty)
        #expect(suppressed.staleBaselineEntries.map(\.reason) == [.suppressed])
    }

    @Test("an entry whose line was edited is stale as edited, naming the new code, which is reported again")
    func staleEdited() {
        let baseline = Baseline(violations: lint(["LoginPresenter.swift": strongViewPresenter]).violations)
        let edited = lint([
            "LoginPresenter.swift": """
            final class LoginPresenter {
                var view: LoginViewInput?
            }
            """
        ]).applying(baseline)
        #expect(edited.violations.map(\.line) == [2])
        #expect(
            edited.staleBaselineEntries.map(\.reason)
                == [.edited(now: "var view: LoginViewInput?", path: "LoginPresenter.swift", line: 2)])
    }

    @Test("an entry of a file not linted in this run is stale as not linted, not fixed")
    func staleNotLinted() {
        let baseline = Baseline(violations: lint(["LoginPresenter.swift": strongViewPresenter]).violations)
        let other = lint(["HomePresenter.swift": "final class HomePresenter {}"]).applying(baseline)
        #expect(other.staleBaselineEntries.map(\.reason) == [.fileNotLinted])
    }

    @Test("an entry of a rule turned off is stale as off, not fixed")
    func staleRuleOff() {
        let baseline = Baseline(violations: lint(["LoginPresenter.swift": strongViewPresenter]).violations)
        var configuration = LintConfiguration.default
        configuration.rules["presenter-weak-view"] = .off
        let report = lint(["LoginPresenter.swift": strongViewPresenter], configuration: configuration).applying(baseline)
        #expect(report.staleBaselineEntries.map(\.reason) == [.ruleOff])
    }

    @Test("a written baseline loads back equal")
    func roundTrip() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("baseline.json")
        let baseline = Baseline(violations: lint(["LoginPresenter.swift": strongViewPresenter]).violations)
        try baseline.write(to: url, confinedTo: ConfinedRoot(folder))
        #expect(try Baseline.load(contentsOf: url) == baseline)
    }

    @Test("a file that is not a baseline is a typed error naming the file")
    func garbage() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("baseline.json")
        try Data("{\"nope\": 1}".utf8).write(to: url)
        #expect(throws: BaselineError.self) { try Baseline.load(contentsOf: url) }
    }
}
