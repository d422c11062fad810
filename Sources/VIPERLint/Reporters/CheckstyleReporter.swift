/// Checkstyle XML: a `<file>` per file with violations, an `<error>` per violation.
enum CheckstyleReporter {
    static func render(_ report: LintReport) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for (path, violations) in report.violationsByFile {
            xml += "  <file name=\"\(path.xmlEscaped)\">\n"
            for violation in violations {
                xml +=
                    "    <error line=\"\(violation.line)\" column=\"\(violation.column)\" "
                    + "severity=\"\(violation.severity.rawValue)\" message=\"\(violation.message.xmlEscaped)\" "
                    + "source=\"viper.\(violation.ruleID)\"/>\n"
            }
            xml += "  </file>\n"
        }
        return xml + "</checkstyle>\n"
    }
}

extension LintReport {
    /// Violations grouped by file, in file order.
    var violationsByFile: [(path: String, violations: [Violation])] {
        var groups: [(path: String, violations: [Violation])] = []
        for violation in violations {
            if groups.last?.path == violation.path {
                groups[groups.count - 1].violations.append(violation)
            } else {
                groups.append((violation.path, [violation]))
            }
        }
        return groups
    }
}
