import VIPERLint

/// Runs `viper lint` in-process on the extracted module and keeps the violations of the rules
/// an extraction must satisfy, except inside members listed as manual steps.
struct ModuleLintCheck {
    /// The rules the new module must pass.
    static let rules: Set<String> = [
        "navigation-in-router", "view-talks-to-presenter-only", "no-ui-import-in-logic",
        "presenter-weak-view", "router-weak-view", "interactor-weak-output", "weak-self-in-escaping-closures",
    ]

    /// The violations, as `path:line: [rule] message`.
    static func violations(in files: [ExtractedFile], viewPath: String, manualLines: [ClosedRange<Int>]) -> [String] {
        let report = Linter().lint(sources: files.map { SourceInput(path: $0.path, text: $0.contents) })
        return report.violations
            .filter { rules.contains($0.ruleID) }
            .filter { violation in !(violation.path == viewPath && manualLines.contains { $0.contains(violation.line) }) }
            .map { "\($0.path):\($0.line): [\($0.ruleID)] \($0.message)" }
    }
}
