import VIPERSyntax

/// Parses one file and gathers its facts: the only step that touches the parser.
enum FileAnalyzer {
    /// The facts of a file, or its syntax errors when it does not parse.
    static func analyze(path: String, bytes: [UInt8]) -> FileFacts {
        var facts: FileFacts
        if let source = String(validating: bytes, as: UTF8.self) {
            let parsed = SourceFileParser.parse(source: source)
            if parsed.diagnostics.isEmpty {
                facts = FactCollector(path: path, lines: LineTable(bytes)).collect(parsed.tree)
            } else {
                facts = FileFacts(path: path)
                facts.syntaxErrors = parsed.diagnostics
            }
        } else {
            facts = FileFacts(path: path)
            facts.syntaxErrors = [SyntaxError(line: 1, column: 1, message: "the file is not valid UTF-8; save it as UTF-8")]
        }
        facts.suppressions = Suppressions.scan(bytes)
        return facts
    }

    /// Facts for a file that could not be read.
    static func unreadable(path: String, reason: String) -> FileFacts {
        var facts = FileFacts(path: path)
        facts.syntaxErrors = [SyntaxError(line: 1, column: 1, message: "the file cannot be read (\(reason))")]
        return facts
    }
}
