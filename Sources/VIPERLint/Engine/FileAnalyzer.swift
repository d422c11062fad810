import VIPERSyntax

/// Parses one file and gathers its facts: the only step that touches the parser.
enum FileAnalyzer {
    /// The facts of a file (with its syntax errors when it does not parse), or why it was not
    /// parsed: not UTF-8, binary, or past a limit.
    static func analyze(path: String, bytes: [UInt8], limits: SourceLimits) -> Result<FileFacts, SourceSkipReason> {
        let parsed = SourceFileParser.parse(bytes: bytes, limits: limits)
        if let skipped = parsed.skipped { return .failure(skipped) }
        var facts: FileFacts
        if parsed.diagnostics.isEmpty {
            facts = FactCollector(path: path, lines: LineTable(bytes)).collect(parsed.tree)
        } else {
            facts = FileFacts(path: path)
            facts.syntaxErrors = parsed.diagnostics
        }
        facts.suppressions = Suppressions.scan(bytes)
        return .success(facts)
    }
}
