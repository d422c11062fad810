/// What the configuration says about one rule: turned off, on at its default severity, or on
/// at a chosen severity.
public enum RuleSetting: String, Codable, Sendable, Hashable, CaseIterable {
    /// The rule does not run.
    case off
    /// The rule runs at its default severity.
    case on
    /// The rule runs and reports warnings.
    case warning
    /// The rule runs and reports errors.
    case error
}
