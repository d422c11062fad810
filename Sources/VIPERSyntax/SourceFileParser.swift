import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The one place VIPERKit parses Swift: every tool target goes through this seam.
///
/// It is the only module that imports `SwiftParser` (from the swift-syntax package), so how
/// parsing is done and guarded is decided here and nowhere else.
public enum SourceFileParser {
    /// Parses Swift source text into a syntax tree and reports what did not parse.
    ///
    /// The parser always produces a tree, even for broken input; `diagnostics` lists the
    /// syntax errors and is empty for a well-formed file. Source is read as Swift 5, so what
    /// Swift 5 mode only warns about is not an error.
    public static func parse(source: String) -> ParsedSourceFile {
        // Parsed as Swift 5, the mode most apps are written in: what it accepts with a warning
        // (`@available (iOS 11, *)`, a space before the attribute's arguments) is not an error.
        var parser = Parser(source, swiftVersion: .v5)
        let tree = SourceFileSyntax.parse(from: &parser)
        guard tree.hasError else { return ParsedSourceFile(tree: tree, diagnostics: []) }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
            .filter { $0.diagMessage.severity == .error }
            .map { diagnostic -> SyntaxError in
                let location = diagnostic.location(converter: converter)
                return SyntaxError(line: location.line, column: location.column, message: diagnostic.message)
            }
        return ParsedSourceFile(tree: tree, diagnostics: diagnostics)
    }
}
