import SwiftSyntax

/// A parsed Swift file: its syntax tree and the syntax errors found in it.
public struct ParsedSourceFile {
    /// The tree; present even when the source has errors.
    public let tree: SourceFileSyntax
    /// Syntax errors in source order; empty when the file parsed cleanly.
    public let diagnostics: [SyntaxError]
}
