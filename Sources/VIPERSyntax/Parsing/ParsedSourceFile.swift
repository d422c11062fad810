import SwiftSyntax

/// A parsed Swift file: its syntax tree and the syntax errors found in it, or why it was not
/// parsed at all.
public struct ParsedSourceFile: Sendable {
    /// The tree; present even when the source has errors, empty when the file was skipped.
    public let tree: SourceFileSyntax
    /// Syntax errors in source order; empty when the file parsed cleanly. A skipped file has
    /// one, carrying the skip message, so a caller that only checks errors never reads an
    /// empty tree as a clean file.
    public let diagnostics: [SyntaxError]
    /// Why the file was not parsed (past a limit, not UTF-8, binary), or nil when it was.
    public let skipped: SourceSkipReason?

    /// A parsed file.
    init(tree: SourceFileSyntax, diagnostics: [SyntaxError]) {
        self.tree = tree
        self.diagnostics = diagnostics
        skipped = nil
    }

    /// A file that was not parsed.
    init(skipped reason: SourceSkipReason) {
        tree = SourceFileSyntax(statements: [])
        diagnostics = [SyntaxError(line: reason.line ?? 1, column: 1, message: reason.message)]
        skipped = reason
    }
}
