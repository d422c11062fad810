import Foundation
import Testing
import VIPERLint

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
        let grown = lint(["LoginPresenter.swift": """
            final class LoginPresenter {
                var view: LoginView?
                var display: LoginViewController?
            }
            """]).applying(baseline)
        #expect(grown.violations.map(\.line) == [3])
    }

    @Test("entries whose violation was fixed are reported as stale")
    func staleEntries() {
        let baseline = Baseline(violations: lint(["LoginPresenter.swift": strongViewPresenter]).violations)
        let fixed = lint(["LoginPresenter.swift": "final class LoginPresenter { weak var view: LoginView? }"])
            .applying(baseline)
        #expect(fixed.staleBaselineEntries.map(\.ruleID) == ["presenter-weak-view"])
    }

    @Test("a written baseline loads back equal")
    func roundTrip() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("baseline.json")
        let baseline = Baseline(violations: lint(["LoginPresenter.swift": strongViewPresenter]).violations)
        try baseline.write(to: url)
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
