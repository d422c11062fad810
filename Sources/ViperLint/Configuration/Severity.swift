/// How serious a violation is: errors fail the run (exit 1), warnings do not.
public enum Severity: String, Codable, Sendable, CaseIterable {
    case warning, error
}
