/// How serious a violation is: errors fail the run (exit 1), warnings do not.
public enum Severity: String, Codable, Sendable, CaseIterable {
    /// Reported; does not fail the run (unless `--strict`).
    case warning
    /// Reported and fails the run: `viper lint` exits 1.
    case error
}
