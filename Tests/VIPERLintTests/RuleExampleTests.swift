import Testing
import VIPERLint

/// Runs every rule's documented examples: the documentation and the test are the same text.
@Suite("Rule examples")
struct RuleExampleTests {
    static let marker: Character = "↓"

    /// Lints one example with only `rule` turned on.
    static func violations(of rule: RuleDescription, in example: RuleExample) -> [Violation] {
        var configuration = LintConfiguration.default
        for other in RuleCatalog.descriptions { configuration.rules[other.id] = other.id == rule.id ? .on : .off }
        let source = example.code.replacingOccurrences(of: String(marker), with: "")
        let report = Linter(configuration: configuration).lint(sources: [SourceInput(path: example.path, text: source)])
        return report.violations
    }

    /// The 1-based positions of the `↓` markers, measured in the source without markers.
    static func markedPositions(in code: String) -> [String] {
        var positions: [String] = []
        var line = 1
        var column = 1
        for character in code {
            if character == marker {
                positions.append("\(line):\(column)")
            } else if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return positions
    }

    @Test("every rule documents triggering and non-triggering examples")
    func everyRuleHasExamples() {
        for rule in RuleCatalog.descriptions {
            #expect(!rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
            #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering example")
            #expect(rule.triggeringExamples.allSatisfy { $0.code.contains(Self.marker) }, "\(rule.id) example lacks ↓")
        }
    }

    @Test("--explain shows every example of a rule, triggering and not", arguments: RuleCatalog.descriptions)
    func explanationShowsEveryExample(rule: RuleDescription) {
        let explanation = rule.explanation
        for example in rule.triggeringExamples + rule.nonTriggeringExamples {
            let indented = example.code.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "    " + $0 }.joined(separator: "\n")
            #expect(explanation.contains(indented), "\(rule.id) --explain lacks:\n\(example.code)")
        }
    }

    @Test("non-triggering examples produce no violation", arguments: RuleCatalog.descriptions)
    func nonTriggering(rule: RuleDescription) {
        for example in rule.nonTriggeringExamples {
            let found = Self.violations(of: rule, in: example)
            #expect(found.isEmpty, "\(rule.id) flagged:\n\(example.code)\n\(found.map { "\($0.line):\($0.column) \($0.message)" })")
        }
    }

    @Test("triggering examples produce violations exactly at the ↓ markers", arguments: RuleCatalog.descriptions)
    func triggering(rule: RuleDescription) {
        for example in rule.triggeringExamples {
            let found = Self.violations(of: rule, in: example).map { "\($0.line):\($0.column)" }
            #expect(found == Self.markedPositions(in: example.code), "\(rule.id) on:\n\(example.code)")
        }
    }
}

extension RuleDescription: CustomTestStringConvertible {
    public var testDescription: String { id }
}
