import VIPERSyntax

/// What one file contributes to a report: its violations, and the ones its own comments
/// silenced (which baselines need to tell a suppressed entry from a fixed one).
///
/// The cache keeps them per file, so a run over an unchanged tree reports without running a rule.
struct FileFindings: Sendable {
    /// Violations left after the file's inline suppressions.
    var violations: [Violation] = []
    /// Violations the file's `// viper:disable…` comments silenced.
    var suppressed: [Violation] = []
    /// Warnings about the file's `// viper:` comments that do nothing (unknown directive or rule).
    var diagnostics: [LintDiagnostic] = []
}

extension FileFindings {
    /// Appends the findings (their path is the file's, so it is not written).
    func write(to writer: inout BinaryWriter) {
        for list in [violations, suppressed] {
            writer.write(list.count)
            for violation in list { violation.write(to: &writer) }
        }
        writer.write(diagnostics.count)
        for diagnostic in diagnostics {
            writer.write(diagnostic.line ?? 0)
            writer.write(diagnostic.message)
        }
    }

    /// Reads findings written for the file at `path`.
    init(from reader: inout BinaryReader, path: String) throws(CacheFormatError) {
        violations = try Self.violations(from: &reader, path: path)
        suppressed = try Self.violations(from: &reader, path: path)
        let count = try reader.count()
        for _ in 0..<count {
            let line = try reader.int()
            diagnostics.append(LintDiagnostic(kind: .invalidSuppression, path: path, line: line, message: try reader.string()))
        }
    }

    private static func violations(from reader: inout BinaryReader, path: String) throws(CacheFormatError) -> [Violation] {
        let count = try reader.count()
        var violations: [Violation] = []
        violations.reserveCapacity(count)
        for _ in 0..<count { violations.append(try Violation(from: &reader, path: path)) }
        return violations
    }
}

extension Violation {
    /// Appends the violation without its path.
    func write(to writer: inout BinaryWriter) {
        writer.write(ruleID)
        writer.write(severity.rawValue)
        writer.write(line)
        writer.write(column)
        writer.write(message)
        writer.write(typeName)
        writer.write(snippet)
    }

    /// Reads a violation written for the file at `path`.
    init(from reader: inout BinaryReader, path: String) throws(CacheFormatError) {
        self.init(
            ruleID: try reader.string(), severity: try reader.enumeration(Severity.self), path: path,
            line: try reader.int(), column: try reader.int(), message: try reader.string(),
            typeName: try reader.string(), snippet: try reader.string())
    }
}
