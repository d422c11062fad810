/// What the configuration says about one rule: turned off, on at its default severity, or on
/// at a chosen severity.
public enum RuleSetting: String, Codable, Sendable, Hashable, CaseIterable {
    case off, on, warning, error
}
