import VIPERToolSupport

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
        let descriptions = RuleCatalog.descriptions
        let rules: [JSONValue] = descriptions.map {
            .object([
                ("id", .string($0.id)), ("shortDescription", text($0.summary)), ("fullDescription", text($0.rationale)),
                ("defaultConfiguration", .object([("level", level($0.severity))])),
            ])
        }
        var ruleIndex: [String: Int] = [:]
        for (index, description) in descriptions.enumerated() { ruleIndex[description.id] = index }
        let results: [JSONValue] = report.violations.map { violation in
            var members: [(key: String, value: JSONValue)] = [
                ("ruleId", .string(violation.ruleID)),
                ("level", level(violation.severity)),
                ("message", text(violation.message)),
                ("locations", .array([location(violation.path, line: violation.line, column: violation.column)])),
                ("partialFingerprints", .object([(fingerprintName, .string(fingerprint(of: violation)))])),
            ]
            if let index = ruleIndex[violation.ruleID] { members.append(("ruleIndex", .integer(index))) }
            return .object(members)
        }
        let notifications: [JSONValue] = report.diagnostics.map { diagnostic in
            .object([
                ("level", .string("warning")),
                ("message", text(diagnostic.message)),
                ("descriptor", .object([("id", .string(diagnostic.kind.rawValue))])),
                ("locations", .array([location(diagnostic.path, line: diagnostic.line, column: diagnostic.column)])),
            ])
        }
        let driver: JSONValue = .object([
            ("name", .string("viper lint")), ("version", .string(VIPERLintVersion.current)), ("rules", .array(rules)),
        ])
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])),
            (
                "invocations",
                .array([.object([("executionSuccessful", .bool(true)), ("toolExecutionNotifications", .array(notifications))])])
            ),
            ("results", .array(results)),
        ])
        let document: JSONValue = .object([
            ("version", .string("2.1.0")),
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("runs", .array([run])),
        ])
        return document.prettyPrinted
    }

    /// A SARIF message: `{"text": …}`.
    private static func text(_ message: String) -> JSONValue {
        .object([("text", .string(message))])
    }

    private static func level(_ severity: Severity) -> JSONValue {
        .string(severity == .error ? "error" : "warning")
    }

    /// A physical location: the path as a URI reference (percent-encoded, relative when the path
    /// is), and the region when a line is known.
    private static func location(_ path: String, line: Int?, column: Int?) -> JSONValue {
        var physical: [(key: String, value: JSONValue)] = [("artifactLocation", .object([("uri", .string(uri(path)))]))]
        if let line, line >= 1 {
            var region: [(key: String, value: JSONValue)] = [("startLine", .integer(line))]
            if let column, column >= 1 { region.append(("startColumn", .integer(column))) }
            physical.append(("region", .object(region)))
        }
        return .object([("physicalLocation", .object(physical))])
    }

    /// `path` as a URI reference: every byte of its UTF-8 that is not an unreserved character, a
    /// sub-delimiter other than `;`, or `/` is percent-encoded (RFC 3986's path characters
    /// without `:`, `;` and `@`, so a segment is never read as a scheme, parameter or authority).
    static func uri(_ path: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in path.utf8 {
            if isKeptInURI(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isKeptInURI(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~!$&'()*+,=/".utf8.contains(byte)
        }
    }

    /// A hex hash of rule, type and the code of the violation's line: stable across edits that
    /// only move the line.
    private static func fingerprint(of violation: Violation) -> String {
        let hash = ContentHash.of("\(violation.ruleID)|\(violation.typeName)|\(violation.snippet)")
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
