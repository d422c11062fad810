/// GitHub Actions workflow commands: each violation becomes an annotation on the pull request.
enum GitHubReporter {
    static func render(_ report: LintReport) -> String {
        var text = ""
        for violation in report.violations {
            text +=
                "::\(violation.severity.rawValue) file=\(escapeProperty(violation.path)),line=\(violation.line),"
                + "col=\(violation.column),title=\(escapeProperty(violation.ruleID))::\(escapeMessage(violation.message))\n"
        }
        return text
    }

    /// A message: `%`, carriage returns and line feeds percent-encoded, as the runner decodes them.
    private static func escapeMessage(_ text: String) -> String {
        escape(text, also: [])
    }

    /// A property value: a message's escapes, and `:` and `,`, which end a property.
    private static func escapeProperty(_ text: String) -> String {
        escape(text, also: [UInt8(ascii: ":"), UInt8(ascii: ",")])
    }

    private static func escape(_ text: String, also extra: [UInt8]) -> String {
        let escaped: [UInt8] = [UInt8(ascii: "%"), UInt8(ascii: "\r"), UInt8(ascii: "\n")] + extra
        guard text.utf8.contains(where: escaped.contains) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            if escaped.contains(byte) {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
