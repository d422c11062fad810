/// A finding of another tool (`viper lint`'s violations) to draw on the module map: plain data,
/// so the graph needs no tool that makes it.
public struct MapFinding: Sendable, Hashable, Codable, Comparable {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, Codable, CaseIterable {
        /// Fails the tool that reported it.
        case error
        /// Reported, but does not fail it.
        case warning
    }

    /// The rule that found it (`presenter-weak-view`).
    public var rule: String
    /// How serious it is.
    public var severity: Severity
    /// The file it is in, as the graph's paths are written.
    public var path: String
    /// Its line, from 1.
    public var line: Int
    /// What was found and what to do.
    public var message: String
    /// The type it is in (`HomePresenter`), if any: what places it in a module.
    public var typeName: String?

    /// A finding with every property given.
    public init(rule: String, severity: Severity, path: String, line: Int, message: String, typeName: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.path = path
        self.line = line
        self.message = message
        self.typeName = typeName
    }

    /// Orders by path, line, rule, then message.
    public static func < (lhs: MapFinding, rhs: MapFinding) -> Bool {
        (lhs.path, lhs.line, lhs.rule, lhs.message) < (rhs.path, rhs.line, rhs.rule, rhs.message)
    }
}
