/// How serious a violation is: errors fail the run (exit 1), warnings do not.
public enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
    case warning, error

    /// Warnings order before errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}
