import Testing
import VIPERLint

@Suite("Inline suppressions")
struct SuppressionTests {
    @Test("viper:disable:next silences the named rule on the next line only")
    func disableNext() {
        let report = lint([
            "LoginPresenter.swift": """
            final class LoginPresenter {
                // viper:disable:next presenter-weak-view — the view is a test double
                var view: LoginView?
                var display: LoginViewController?
            }
            """
        ])
        #expect(report.violations.map(\.line) == [4])
    }

    @Test("a misspelled rule in a suppression is a warning with the rule meant, and silences nothing")
    func misspelledRule() {
        let report = lint([
            "LoginPresenter.swift": """
            final class LoginPresenter {
                // viper:disable:next presenter-weak-veiw
                var view: LoginView?
            }
            """
        ])
        #expect(report.violations.map(\.line) == [3])
        #expect(
            report.diagnostics.map(\.description) == [
                "LoginPresenter.swift:2: warning: 'viper:disable:next presenter-weak-veiw' names no rule, so it silences nothing; "
                    + "did you mean 'presenter-weak-view'? (see 'viper lint --list-rules') [invalid-suppression]"
            ])
    }

    @Test("an unknown directive is a warning with the directive meant")
    func unknownDirective() {
        let report = lint([
            "LoginPresenter.swift": """
            final class LoginPresenter {
                var view: LoginView? // viper:disable:this presenter-weak-view
            }
            """
        ])
        #expect(report.violations.map(\.line) == [2])
        #expect(
            report.diagnostics.map(\.description) == [
                "LoginPresenter.swift:2: warning: 'viper:disable:this' is not a directive, so it silences nothing; "
                    + "did you mean 'viper:disable:next'? (directives: viper:disable:next, viper:disable, viper:enable) "
                    + "[invalid-suppression]"
            ])
    }

    @Test("prose after viper: in a comment, a directive quoted in documentation, and 'all' are not warned about")
    func proseAndAllAccepted() {
        let report = lint([
            "LoginPresenter.swift": """
            // viper: the architecture linter reads this file
            /// Silenced by `// viper:disable…` comments (see `viper:disable:this`).
            final class LoginPresenter {
                // viper:disable:next all
                var view: LoginView?
            }
            """
        ])
        #expect(report.violations.isEmpty)
        #expect(report.diagnostics.isEmpty)
    }

    @Test("viper:disable:next for another rule does not silence this one")
    func otherRuleStillReported() {
        let report = lint([
            "LoginPresenter.swift": """
            final class LoginPresenter {
                // viper:disable:next navigation-in-router
                var view: LoginView?
            }
            """
        ])
        #expect(report.violations.map(\.ruleID) == ["presenter-weak-view"])
    }

    @Test("viper:disable and viper:enable bracket a block")
    func block() {
        let report = lint([
            "LoginPresenter.swift": """
            final class LoginPresenter {
                // viper:disable presenter-weak-view
                var view: LoginView?
                var screen: LoginViewController?
                // viper:enable presenter-weak-view
                var display: LoginViewController?
            }
            """
        ])
        #expect(report.violations.map(\.line) == [6])
    }

    @Test("all silences every rule")
    func all() {
        let report = lint([
            "LoginPresenter.swift": """
            // viper:disable all
            final class LoginPresenter { var view: LoginView? }
            """
        ])
        #expect(report.violations.isEmpty)
    }

    @Test("a // viper: text inside a string literal is not a suppression")
    func slashesInString() {
        let report = lint([
            "LoginPresenter.swift": """
            final class LoginPresenter {
                let note = "// viper:disable:next presenter-weak-view"
                var view: LoginView?
            }
            """
        ])
        #expect(report.violations.map(\.line) == [3])
    }

    @Test("viper: text outside a comment is not a suppression")
    func notAComment() {
        let report = lint([
            "LoginPresenter.swift": """
            final class LoginPresenter {
                let note = "viper:disable:next presenter-weak-view"
                var view: LoginView?
            }
            """
        ])
        #expect(report.violations.map(\.line) == [3])
    }
}
