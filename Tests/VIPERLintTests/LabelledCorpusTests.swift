import Testing
import VIPERLint

/// Lints every case of the labelled corpus with the default configuration and scores the
/// findings against the labels: the corpus is ours, so it must be near perfect.
@Suite("Labelled corpus")
struct LabelledCorpusTests {
    static let minimumScore = 0.95
    static let minimumCases = 120

    @Test("the corpus holds at least 120 labelled cases, findings and clean code alike")
    func corpusIsLargeEnough() throws {
        let corpus = try LabelledCorpus()
        #expect(corpus.cases.count >= Self.minimumCases)
        #expect(corpus.cases.contains { $0.expected.isEmpty })
        #expect(corpus.cases.contains { !$0.expected.isEmpty })
    }

    @Test("every rule reaches precision and recall of 0.95 on the corpus, and so does the whole")
    func precisionAndRecall() throws {
        let score = try Self.score()
        print("Labelled corpus:\n\(score.table)")
        let failures = score.mismatches.joined(separator: "\n")
        #expect(score.overall.precision >= Self.minimumScore, "\(score.table)\n\(failures)")
        #expect(score.overall.recall >= Self.minimumScore, "\(score.table)\n\(failures)")
        for (rule, counts) in score.perRule {
            #expect(counts.precision >= Self.minimumScore, "\(rule)\n\(failures)")
            #expect(counts.recall >= Self.minimumScore, "\(rule)\n\(failures)")
        }
    }

    @Test("a finding counts only on its labelled rule, file and line")
    func scoringMatchesRuleFileAndLine() {
        let label = LabelledCorpus.Label(ruleID: "router-weak-view", path: "A.swift", line: 3)
        var score = CorpusScore()
        score.add(
            "case", expected: [label],
            found: [LabelledCorpus.Label(ruleID: "router-weak-view", path: "A.swift", line: 4)])
        #expect(score.overall.truePositives == 0)
        #expect(score.overall.falsePositives == 1)
        #expect(score.overall.falseNegatives == 1)
    }

    @Test("case files split into sources at `// file:` lines and read `// expect:` labels per source")
    func parsesCaseFiles() {
        let parsed = LabelledCorpus.parse(
            name: "group/case",
            text: """
                // file: Login/LoginRouter.swift
                final class LoginRouter {
                    var view: UIViewController? // expect: router-weak-view
                }
                // file: Login/LoginPresenter.swift
                final class LoginPresenter { var view: LoginView? } // expect: presenter-weak-view, module-wiring
                """)
        #expect(parsed.files.map(\.path) == ["Login/LoginRouter.swift", "Login/LoginPresenter.swift"])
        #expect(
            parsed.expected == [
                LabelledCorpus.Label(ruleID: "router-weak-view", path: "Login/LoginRouter.swift", line: 2),
                LabelledCorpus.Label(ruleID: "presenter-weak-view", path: "Login/LoginPresenter.swift", line: 1),
                LabelledCorpus.Label(ruleID: "module-wiring", path: "Login/LoginPresenter.swift", line: 1),
            ])
    }

    static func score() throws -> CorpusScore {
        var score = CorpusScore()
        for corpusCase in try LabelledCorpus().cases {
            let report = Linter().lint(sources: corpusCase.files)
            let found = Set(
                report.violations.map {
                    LabelledCorpus.Label(ruleID: $0.ruleID, path: $0.path, line: $0.line)
                })
            score.add(corpusCase.name, expected: corpusCase.expected, found: found)
        }
        return score
    }
}
