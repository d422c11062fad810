import Foundation
import Testing
import VIPERLint

@Suite("Configuration")
struct ConfigurationTests {
    private func parse(_ json: String) throws(ConfigurationError) -> LintConfiguration {
        try LintConfiguration.parse(Data(json.utf8))
    }

    @Test("a viper.json without a lint key gives the defaults")
    func missingSection() throws {
        #expect(try parse(#"{"generator": {"layout": "flat"}}"#) == .default)
    }

    @Test("rule settings turn rules on, off and change severity")
    func ruleSettings() throws {
        let configuration = try parse(#"{"lint": {"rules": {"contracts-file": "on", "presenter-weak-view": "error"}}}"#)
        let report = lint(["LoginPresenter.swift": strongViewPresenter], configuration: configuration)
        #expect(report.violations.map(\.severity) == [.error])
        #expect(report.hasErrors)
    }

    @Test("a rule turned off reports nothing")
    func ruleOff() throws {
        let configuration = try parse(#"{"lint": {"rules": {"presenter-weak-view": "off"}}}"#)
        #expect(lint(["LoginPresenter.swift": strongViewPresenter], configuration: configuration).violations.isEmpty)
    }

    @Test("an unknown rule id is ignored with a warning that suggests the rule meant")
    func unknownRule() throws {
        let configuration = try parse(#"{"lint": {"rules": {"presenter-weak": "off", "protocol-typed-dependancies": "off"}}}"#)
        #expect(configuration.rules.isEmpty)
        #expect(configuration.warnings.map(\.location) == ["lint.rules.presenter-weak", "lint.rules.protocol-typed-dependancies"])
        #expect(
            configuration.warnings.map { $0.message.components(separatedBy: "?").first ?? "" } == [
                "unknown rule 'presenter-weak' is ignored; did you mean 'presenter-weak-view'",
                "unknown rule 'protocol-typed-dependancies' is ignored; did you mean 'protocol-typed-dependencies'",
            ])
    }

    @Test("a severity that is not on/off/warning/error is an error")
    func badSeverity() {
        #expect(throws: ConfigurationError.self) { try parse(#"{"lint": {"rules": {"module-wiring": "fatal"}}}"#) }
    }

    @Test("an unknown key in the lint section is ignored with a warning that suggests the key meant")
    func unknownKey() throws {
        let configuration = try parse(#"{"lint": {"rulez": {}, "roles": {"presentr": {}}}}"#)
        #expect(
            configuration.warnings.map(\.description) == [
                "viper.json: lint.roles: deprecated: move it to a top-level 'roles' key, which lint, graph, mocks and new all read",
                "viper.json: lint.roles.presentr: unknown role 'presentr' is ignored; did you mean 'presenter'? "
                    + "(expected one of: view, presenter, interactor, router, builder, entity)",
                "viper.json: lint.rulez: unknown key 'rulez' is ignored; did you mean 'rules'? "
                    + "(expected one of: include, exclude, rules, roles, presenterMayImportUI, alertsAreNavigation)",
            ])
    }

    @Test("a top-level key that is a near miss of lint or files is a warning; other tools' keys are not")
    func topLevelNearMiss() throws {
        let configuration = try parse(#"{"lnit": {}, "target": "App", "layout": "flat"}"#)
        #expect(configuration.warnings.map(\.description) == ["viper.json: lnit: unknown key 'lnit' is ignored; did you mean 'lint'?"])
    }

    @Test("configuration warnings are reported with the lint results")
    func warningsReported() throws {
        let configuration = try parse(#"{"lint": {"rules": {"presenter-weak-veiw": "off"}}}"#)
        let report = lint(["LoginPresenter.swift": strongViewPresenter], configuration: configuration)
        #expect(report.violations.map(\.ruleID) == ["presenter-weak-view"])
        #expect(report.diagnostics.map(\.kind) == [.configuration])
        #expect(
            report.diagnostics.first?.description.hasPrefix(
                "viper.json: warning: lint.rules.presenter-weak-veiw: unknown rule 'presenter-weak-veiw' is ignored; "
                    + "did you mean 'presenter-weak-view'?") == true)
    }

    @Test("invalid JSON is an error, not a crash")
    func invalidJSON() {
        #expect(throws: ConfigurationError.self) { try parse("{ lint: ") }
    }

    @Test("configured role suffixes change role detection")
    func roleSuffixes() throws {
        let configuration = try parse(#"{"lint": {"roles": {"presenter": {"suffixes": ["Presenter", "ViewModel"]}}}}"#)
        let report = lint(
            ["LoginViewModel.swift": "final class LoginViewModel { var view: LoginView? }"],
            configuration: configuration)
        #expect(report.violations.map(\.ruleID) == ["presenter-weak-view"])
    }

    @Test("the top-level roles section, shared by every tool, changes role detection")
    func topLevelRoles() throws {
        let configuration = try parse(#"{"roles": {"presenter": {"suffixes": ["Presenter", "ViewModel"]}}}"#)
        let report = lint(
            ["LoginViewModel.swift": "final class LoginViewModel { var view: LoginView? }"],
            configuration: configuration)
        #expect(report.violations.map(\.ruleID) == ["presenter-weak-view"])
        #expect(configuration.warnings.isEmpty)
    }

    @Test("roles under lint still work, with a warning to move them to the top-level roles section")
    func deprecatedLintRoles() throws {
        let configuration = try parse(#"{"lint": {"roles": {"presenter": {"suffixes": ["Presenter"]}}}}"#)
        #expect(configuration.warnings.count == 1)
        #expect(
            configuration.warnings.first?.description.hasPrefix("viper.json: lint.roles: deprecated: move it to a top-level 'roles' key")
                == true)
    }

    @Test("presenterMayImportUI lets Presenter files import UIKit")
    func presenterMayImportUI() throws {
        let source = ["LoginPresenter.swift": "import UIKit\nfinal class LoginPresenter {}"]
        #expect(lint(source).violations.map(\.ruleID) == ["no-ui-import-in-logic"])
        let relaxed = try parse(#"{"lint": {"presenterMayImportUI": true}}"#)
        #expect(lint(source, configuration: relaxed).violations.isEmpty)
    }

    @Test("alertsAreNavigation false lets Views present alerts; other navigation is still reported")
    func alertsAreNavigation() throws {
        let source = [
            "LoginViewController.swift": """
            final class LoginViewController: UIViewController {
                func fail() {
                    let alert = UIAlertController(title: nil, message: "Network error.", preferredStyle: .alert)
                    present(alert, animated: true)
                    navigationController?.popViewController(animated: true)
                }
            }
            """
        ]
        #expect(lint(source).violations.map(\.line) == [4, 5])
        let relaxed = try parse(#"{"lint": {"alertsAreNavigation": false}}"#)
        #expect(lint(source, configuration: relaxed).violations.map(\.line) == [5])
        #expect(throws: ConfigurationError.self) { try parse(#"{"lint": {"alertsAreNavigation": "no"}}"#) }
    }

    @Test("include and exclude globs choose the files linted")
    func globs() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(
            [
                "Sources/Login/LoginPresenter.swift": strongViewPresenter,
                "Sources/Generated/MockPresenter.swift": strongViewPresenter,
                "Tests/LoginPresenterTests.swift": strongViewPresenter,
            ], under: folder)
        let configuration = try parse(#"{"lint": {"include": ["**/Sources/**"], "exclude": ["**/Generated/**"]}}"#)
        let report = try Linter(configuration: configuration).lint(paths: [folder.path])
        #expect(report.fileCount == 1)
        #expect(report.violations.map { $0.path.hasSuffix("Sources/Login/LoginPresenter.swift") } == [true])
    }

    @Test("a path that does not exist is a typed error")
    func missingPath() {
        #expect(throws: LintError.missingPath("/no/such/folder")) {
            try Linter().lint(paths: ["/no/such/folder"])
        }
    }
}
