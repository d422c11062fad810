import Foundation
import VIPERLint

/// The labelled corpus in `Tests/VIPERLintTests/Corpus/`: realistic snippets in the shapes real
/// VIPER apps are written in, each with the findings it must produce.
///
/// A case is one `.swift` file, linted as a small project of its own. It holds one or more
/// source files, each introduced by a `// file: <path>` line (the path matters for folder
/// roles); lines count from 1 after each marker. A line that must be reported ends with
/// `// expect: <rule-id>` (several ids separated by commas); a case with no such comment must
/// produce no finding at all.
struct LabelledCorpus {
    /// One snippet project.
    struct Case {
        /// `group/name`, from the corpus folder.
        let name: String
        /// The files, by path.
        let files: [SourceInput]
        /// The findings it must produce.
        let expected: Set<Label>
    }

    /// A finding as the labels name it: rule, file and line.
    struct Label: Hashable, Comparable, CustomStringConvertible {
        let ruleID: String
        let path: String
        let line: Int

        static func < (lhs: Label, rhs: Label) -> Bool {
            (lhs.path, lhs.line, lhs.ruleID) < (rhs.path, rhs.line, rhs.ruleID)
        }

        var description: String { "\(path):\(line) [\(ruleID)]" }
    }

    /// Every case of the corpus, in name order.
    let cases: [Case]

    /// Reads the corpus folder next to this file.
    init() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        cases = try files.filter { $0.hasSuffix(".swift") }.sorted().map { relative in
            let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
            return Self.parse(name: String(relative.dropLast(".swift".count)), text: text)
        }
    }

    /// Splits a case file into its sources and reads the `// expect:` labels.
    static func parse(name: String, text: String) -> Case {
        var files: [SourceInput] = []
        var expected: Set<Label> = []
        var path = "\(name).swift"
        var lines: [Substring] = []
        func flush() {
            guard !lines.isEmpty else { return }
            files.append(SourceInput(path: path, text: lines.joined(separator: "\n") + "\n"))
            for (index, line) in lines.enumerated() {
                guard let marker = line.range(of: "// expect:") else { continue }
                for rule in line[marker.upperBound...].split(separator: ",") {
                    expected.insert(Label(ruleID: rule.trimmingCharacters(in: .whitespaces), path: path, line: index + 1))
                }
            }
            lines = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("// file: ") {
                flush()
                path = String(line.dropFirst("// file: ".count)).trimmingCharacters(in: .whitespaces)
            } else {
                lines.append(line)
            }
        }
        flush()
        return Case(name: name, files: files, expected: expected)
    }
}

/// Precision and recall of found labels against expected ones, overall and per rule.
struct CorpusScore {
    /// Counts for one rule (or all).
    struct Counts {
        var truePositives = 0
        var falsePositives = 0
        var falseNegatives = 0

        var precision: Double {
            truePositives + falsePositives == 0 ? 1 : Double(truePositives) / Double(truePositives + falsePositives)
        }
        var recall: Double {
            truePositives + falseNegatives == 0 ? 1 : Double(truePositives) / Double(truePositives + falseNegatives)
        }
    }

    private(set) var overall = Counts()
    private(set) var perRule: [String: Counts] = [:]
    /// Findings that were not expected, and expected findings that were not found, per case.
    private(set) var mismatches: [String] = []

    /// Adds one case's outcome.
    mutating func add(_ name: String, expected: Set<LabelledCorpus.Label>, found: Set<LabelledCorpus.Label>) {
        for label in found.union(expected) {
            let isFound = found.contains(label)
            let isExpected = expected.contains(label)
            var counts = perRule[label.ruleID] ?? Counts()
            switch (isFound, isExpected) {
            case (true, true):
                counts.truePositives += 1
                overall.truePositives += 1
            case (true, false):
                counts.falsePositives += 1
                overall.falsePositives += 1
                mismatches.append("\(name): unexpected \(label)")
            default:
                counts.falseNegatives += 1
                overall.falseNegatives += 1
                mismatches.append("\(name): missed \(label)")
            }
            perRule[label.ruleID] = counts
        }
    }

    /// A table of precision and recall per rule and overall.
    var table: String {
        func row(_ name: String, _ counts: Counts) -> String {
            let padded = name.padding(toLength: 32, withPad: " ", startingAt: 0)
            return "\(padded) tp \(counts.truePositives)  fp \(counts.falsePositives)  fn \(counts.falseNegatives)  "
                + "precision \(String(format: "%.3f", counts.precision))  recall \(String(format: "%.3f", counts.recall))"
        }
        return (perRule.keys.sorted().map { row($0, perRule[$0]!) } + [row("overall", overall)]).joined(separator: "\n")
    }
}
