import Foundation

/// SARIF 2.1.0 with one run: the rules as the tool's driver rules, one result per violation, and
/// the run's own warnings (skipped files, ignored `viper.json` keys) as notifications of its
/// invocation.
///
/// Each result carries a `partialFingerprints` entry made of what the baseline matches on (rule,
/// type and the code of the line), so code scanning follows a finding when lines move above it.
enum SARIFReporter {
    /// The name of the fingerprint, versioned so a change of what it hashes starts a new series.
    static let fingerprintName = "viperLintKey/v1"

    static func render(_ report: LintReport) -> String {
        let rules: [[String: Any]] = RuleCatalog.descriptions.map {
            ["id": $0.id, "shortDescription": ["text": $0.summary], "fullDescription": ["text": $0.rationale],
             "defaultConfiguration": ["level": level($0.severity)]]
        }
        let ruleIndex = Dictionary(uniqueKeysWithValues: RuleCatalog.descriptions.enumerated().map { ($1.id, $0) })
        let results: [[String: Any]] = report.violations.map { violation in
            var result: [String: Any] = [
                "ruleId": violation.ruleID,
                "level": level(violation.severity),
                "message": ["text": violation.message],
                "locations": [location(violation.path, line: violation.line, column: violation.column)],
                "partialFingerprints": [fingerprintName: fingerprint(of: violation)],
            ]
            if let index = ruleIndex[violation.ruleID] { result["ruleIndex"] = index }
            return result
        }
        let notifications: [[String: Any]] = report.diagnostics.map { diagnostic in
            [
                "level": "warning",
                "message": ["text": diagnostic.message],
                "descriptor": ["id": diagnostic.kind.rawValue],
                "locations": [location(diagnostic.path, line: diagnostic.line, column: diagnostic.column)],
            ]
        }
        let document: [String: Any] = [
            "version": "2.1.0",
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "runs": [[
                "tool": ["driver": ["name": "viper lint", "version": VIPERLintVersion.current, "rules": rules] as [String: Any]],
                "invocations": [["executionSuccessful": true, "toolExecutionNotifications": notifications] as [String: Any]],
                "results": results,
            ] as [String: Any]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func level(_ severity: Severity) -> String {
        severity == .error ? "error" : "warning"
    }

    /// A physical location: the path as a URI reference (percent-encoded, relative when the path
    /// is), and the region when a line is known.
    private static func location(_ path: String, line: Int?, column: Int?) -> [String: Any] {
        var physical: [String: Any] = ["artifactLocation": ["uri": uri(path)]]
        if let line, line >= 1 {
            var region: [String: Any] = ["startLine": line]
            if let column, column >= 1 { region["startColumn"] = column }
            physical["region"] = region
        }
        return ["physicalLocation": physical]
    }

    /// `path` as a URI reference: each segment percent-encoded, `/` kept.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;?#[]@")
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }
            .joined(separator: "/")
    }

    /// A hex hash of rule, type and the code of the violation's line: stable across edits that
    /// only move the line.
    private static func fingerprint(of violation: Violation) -> String {
        let hash = ContentHash.of("\(violation.ruleID)|\(violation.typeName)|\(violation.snippet)")
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
