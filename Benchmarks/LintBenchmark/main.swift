import ViperLint
var configuration = LintConfiguration.default
configuration.rules["contracts-file"] = .on
configuration.rules["role-naming"] = .on
for rule in RuleCatalog.descriptions {
    for example in rule.triggeringExamples {
        let report = Linter(configuration: configuration).lint(sources: [SourceInput(path: example.path, text: example.code.replacingOccurrences(of: "↓", with: ""))])
        print(ReportFormat.xcode.render(report), terminator: "")
    }
}
