import Foundation

/// SARIF 2.1.0 with one run, the rules as the tool's driver rules, and one result per violation.
enum SARIFReporter {
    static func render(_ report: LintReport) -> String {
        let rules: [[String: Any]] = RuleCatalog.descriptions.map {
            ["id": $0.id, "shortDescription": ["text": $0.summary], "fullDescription": ["text": $0.rationale]]
        }
        let results: [[String: Any]] = report.violations.map { violation in
            [
                "ruleId": violation.ruleID,
                "level": violation.severity == .error ? "error" : "warning",
                "message": ["text": violation.message],
                "locations": [[
                    "physicalLocation": [
                        "artifactLocation": ["uri": violation.path],
                        "region": ["startLine": violation.line, "startColumn": violation.column],
                    ] as [String: Any],
                ]],
            ]
        }
        let document: [String: Any] = [
            "version": "2.1.0",
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "runs": [[
                "tool": ["driver": ["name": "viper lint", "version": VIPERLintVersion.current, "rules": rules] as [String: Any]],
                "results": results,
            ] as [String: Any]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
