import VIPERSyntax

/// `parse-error`: a file that does not parse is reported, never a crash.
struct ParseError: Rule {
    static let id = "parse-error"

    let description = RuleDescription(
        id: ParseError.id,
        summary: "The file is not valid Swift; no other rule checks it until it parses.",
        rationale: """
            Rules read the syntax tree; on a broken tree they would guess. The first syntax error is \
            reported instead, so the file is never silently skipped.
            """,
        severity: .error,
        nonTriggeringExamples: [
            RuleExample(
                """
                final class LoginPresenter { weak var view: LoginView? }
                """)
        ],
        triggeringExamples: [
            RuleExample(
                """
                final class LoginPresenter {
                    func present(↓
                }
                """)
        ])

    func check(_ context: RuleContext) -> [Finding] {
        guard let first = context.file.syntaxErrors.first else { return [] }
        let more = context.file.syntaxErrors.count - 1
        return [
            Finding(
                position: SourcePosition(line: first.line, column: first.column),
                message: "the file does not parse: \(first.message)" + (more > 0 ? " (and \(more) more syntax errors)" : ""),
                typeName: "")
        ]
    }
}
