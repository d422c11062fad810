import Testing
import VIPERGenerator

@Suite("Template rendering")
struct TemplateTests {
    func render(_ text: String, _ variables: [String: String] = ["Module": "Login", "ui": "uikit", "header": ""]) throws -> String {
        try Template(file: "T.swift.tpl", text: text).render(variables)
    }

    @Test("variables are replaced by their values")
    func variables() throws {
        #expect(try render("final class {{Module}}View {}") == "final class LoginView {}")
        #expect(try render("{{ Module }}") == "Login")
    }

    @Test("the first branch whose condition holds is rendered")
    func branches() throws {
        let text = #"{{#if ui == "none"}}A{{else if ui == "uikit"}}B{{else}}C{{/if}}"#
        #expect(try render(text) == "B")
        #expect(try render(text, ["ui": "none"]) == "A")
        #expect(try render(text, ["ui": "swiftui"]) == "C")
    }

    @Test("!= and a bare name test difference and non-emptiness")
    func otherTests() throws {
        #expect(try render(#"{{#if ui != "none"}}yes{{/if}}"#) == "yes")
        #expect(try render("{{#if header}}has header{{else}}none{{/if}}") == "none")
    }

    @Test("conditionals nest")
    func nesting() throws {
        let text = #"{{#if ui == "uikit"}}<{{#if header}}h{{else}}{{Module}}{{/if}}>{{/if}}"#
        #expect(try render(text) == "<Login>")
    }

    @Test("a block tag alone on its line leaves no blank line behind, inline tags keep the text around them")
    func standaloneLines() throws {
        let text = """
            import VIPER
                {{#if ui == "uikit"}}
            import UIKit
                {{else}}
            import Foundation
                {{/if}}
            {{! a comment line }}
            let x = 1 {{#if header}}// h{{/if}}
            """
        #expect(try render(text) == "import VIPER\nimport UIKit\nlet x = 1 ")
    }

    @Test("an unclosed {{#if}} is reported at the line that opened it")
    func unclosedIf() {
        let text = "a\nb\n{{#if header}}\nc\n"
        #expect(throws: TemplateError(file: "Login.swift.tpl", line: 3, kind: .unclosedIf)) {
            try Template(file: "Login.swift.tpl", text: text)
        }
        do {
            _ = try Template(file: "Login.swift.tpl", text: text)
            Issue.record("an unclosed {{#if}} parsed")
        } catch {
            #expect(error.description.hasPrefix("Login.swift.tpl:3: unclosed {{#if}} opened here"))
        }
    }

    @Test("{{else}} and {{/if}} without {{#if}} are reported where they stand")
    func strayTags() {
        #expect(throws: TemplateError(file: "T.swift.tpl", line: 2, kind: .unexpected(tag: "else"))) {
            try Template(file: "T.swift.tpl", text: "a\n{{else}}")
        }
        #expect(throws: TemplateError(file: "T.swift.tpl", line: 1, kind: .unexpected(tag: "/if"))) {
            try Template(file: "T.swift.tpl", text: "{{/if}}")
        }
    }

    @Test("a branch after {{else}} is an error")
    func branchAfterElse() {
        #expect(throws: TemplateError(file: "T.swift.tpl", line: 1, kind: .branchAfterElse)) {
            try Template(file: "T.swift.tpl", text: "{{#if header}}{{else}}{{else}}{{/if}}")
        }
    }

    @Test("malformed tags, conditions and unterminated tags name the line")
    func malformed() {
        #expect(throws: TemplateError(file: "T.swift.tpl", line: 2, kind: .unterminatedTag)) {
            try Template(file: "T.swift.tpl", text: "ok\n{{Module\n}}")
        }
        #expect(throws: TemplateError(file: "T.swift.tpl", line: 1, kind: .malformedTag("Mod ule"))) {
            try Template(file: "T.swift.tpl", text: "{{Mod ule}}")
        }
        #expect(throws: TemplateError(file: "T.swift.tpl", line: 1, kind: .malformedCondition("ui == uikit"))) {
            try Template(file: "T.swift.tpl", text: "{{#if ui == uikit}}{{/if}}")
        }
    }

    @Test("an unknown variable is reported at its line with the variables that exist")
    func unknownVariable() throws {
        let template = try Template(file: "T.swift.tpl", text: "a\n\n{{Modul}}")
        #expect(throws: TemplateError(file: "T.swift.tpl", line: 3, kind: .unknownVariable("Modul", known: ["Module"]))) {
            try template.render(["Module": "Login"])
        }
    }

    @Test("error descriptions read file:line: message")
    func descriptions() {
        let error = TemplateError(file: "sources/View/{{Module}}View.swift.tpl", line: 12, kind: .unexpected(tag: "/if"))
        #expect(error.description == "sources/View/{{Module}}View.swift.tpl:12: {{/if}} without an open {{#if}}")
    }
}
