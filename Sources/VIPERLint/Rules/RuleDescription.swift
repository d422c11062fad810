/// What a rule checks and why, with examples that are also its tests.
public struct RuleDescription: Sendable, Hashable {
    /// The id used in configuration, suppressions and output, e.g. `presenter-weak-view`.
    public let id: String
    /// A one-line summary.
    public let summary: String
    /// Why the rule exists: the bug or cost it prevents.
    public let rationale: String
    /// The severity it reports at unless configured otherwise.
    public let severity: Severity
    /// Whether it runs without being turned on in `viper.json`.
    public let isEnabledByDefault: Bool
    /// Code that must not trigger the rule.
    public let nonTriggeringExamples: [RuleExample]
    /// Code that must trigger it; `↓` marks each expected violation position.
    public let triggeringExamples: [RuleExample]

    /// Creates a description.
    public init(
        id: String, summary: String, rationale: String, severity: Severity = .warning,
        isEnabledByDefault: Bool = true, nonTriggeringExamples: [RuleExample],
        triggeringExamples: [RuleExample]
    ) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.isEnabledByDefault = isEnabledByDefault
        self.nonTriggeringExamples = nonTriggeringExamples
        self.triggeringExamples = triggeringExamples
    }

    /// The text `viper lint --explain <id>` prints: summary, rationale, defaults and every
    /// example, so each shape the rule knows is shown.
    public var explanation: String {
        var text = "\(id): \(summary)\n\n\(rationale)\n\n"
        text += "Default: \(isEnabledByDefault ? "on" : "off"), severity \(severity.rawValue).\n"
        if !triggeringExamples.isEmpty {
            text += "\nTriggers (↓ marks the violation):\n"
            for example in triggeringExamples { text += "\n\(example.described)\n" }
        }
        if !nonTriggeringExamples.isEmpty {
            text += "\nDoes not trigger:\n"
            for example in nonTriggeringExamples { text += "\n\(example.described)\n" }
        }
        return text
    }
}

/// A snippet of Swift in a rule's documentation; it doubles as a test case.
public struct RuleExample: Sendable, Hashable {
    /// The source; in triggering examples `↓` marks where each violation is reported.
    public let code: String
    /// The path the snippet is linted under (folder layout matters to some rules).
    public let path: String

    /// Creates an example linted as `path`.
    public init(_ code: String, path: String = "Example.swift") {
        self.code = code
        self.path = path
    }
}

extension RuleExample {
    /// The code indented, under its path when the path matters.
    fileprivate var described: String {
        let header = path == "Example.swift" ? "" : "    // \(path)\n"
        return header + code.indented
    }
}

extension String {
    fileprivate var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}
