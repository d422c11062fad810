import VIPERLint

/// Runs `viper lint` in-process on the extracted module and keeps the violations of the rules
/// an extraction must satisfy.
enum ModuleLintCheck {
    /// The rules the new module must pass.
    static let rules: Set<String> = [
        "navigation-in-router", "view-talks-to-presenter-only", "no-ui-import-in-logic",
        "presenter-weak-view", "router-weak-view", "interactor-weak-output", "weak-self-in-escaping-closures",
    ]

    /// The violations of ``rules`` in `files`.
    static func violations(in files: [ExtractedFile]) -> [Violation] {
        Linter().lint(sources: files.map { SourceInput(path: $0.path, text: $0.contents) }).violations.filter { rules.contains($0.ruleID) }
    }
}
