/// A pretty-printed JSON array of violations with stable keys: the fields of ``Violation``, so
/// the array decodes back into `[Violation]`.
enum JSONReporter {
    static func render(_ report: LintReport) -> String {
        JSONValue.array(
            report.violations.map { violation in
                .object([
                    ("ruleID", .string(violation.ruleID)), ("severity", .string(violation.severity.rawValue)),
                    ("path", .string(violation.path)), ("line", .integer(violation.line)), ("column", .integer(violation.column)),
                    ("message", .string(violation.message)), ("typeName", .string(violation.typeName)),
                    ("snippet", .string(violation.snippet)),
                ])
            }
        ).prettyPrinted
    }
}
