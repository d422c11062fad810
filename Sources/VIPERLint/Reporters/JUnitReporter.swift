/// JUnit XML: one test suite, a test case per file with violations, a failure per violation.
enum JUnitReporter {
    static func render(_ report: LintReport) -> String {
        let groups = report.violationsByFile
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites>\n  <testsuite name=\"viper lint\" tests=\"\(max(report.fileCount, groups.count))\" "
            + "failures=\"\(report.violations.count)\">\n"
        for (path, violations) in groups {
            xml += "    <testcase classname=\"viper lint\" name=\"\(path.xmlEscaped)\">\n"
            for violation in violations {
                xml +=
                    "      <failure type=\"\(violation.ruleID)\" message=\"\(violation.message.xmlEscaped)\">"
                    + "\(violation.path.xmlEscaped):\(violation.line):\(violation.column): \(violation.severity.rawValue): "
                    + "\(violation.message.xmlEscaped)</failure>\n"
            }
            xml += "    </testcase>\n"
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }
}
