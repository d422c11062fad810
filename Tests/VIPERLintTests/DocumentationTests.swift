import Foundation
import Testing
import VIPERLint

@Suite("Lint documentation")
struct DocumentationTests {
    @Test("docs/lint.md lists every rule with its default state and severity")
    func everyRuleDocumented() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/lint.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for rule in RuleCatalog.descriptions {
            let row = "| `\(rule.id)` | \(rule.isEnabledByDefault ? "on" : "off") | \(rule.severity.rawValue) |"
            #expect(text.contains(row), "docs/lint.md lacks the row for \(rule.id)")
        }
    }
}
