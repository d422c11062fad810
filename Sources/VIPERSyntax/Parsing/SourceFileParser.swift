import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The one place VIPERKit parses Swift: every tool target goes through this seam.
///
/// It is the only module that imports `SwiftParser` (from the swift-syntax package), so how
/// parsing is done and guarded is decided here and nowhere else. Every entry point checks the
/// source against ``SourceLimits`` first: a file nested too deeply, with a line too long, or
/// binary is skipped with a reason instead of parsed, so no input can overflow the parser's
/// stack or stall it in exponential look-ahead.
public enum SourceFileParser {
    /// Parses Swift source text into a syntax tree and reports what did not parse, unless the
    /// text is past `limits` (then ``ParsedSourceFile/skipped`` says why).
    ///
    /// The parser always produces a tree, even for broken input; `diagnostics` lists the
    /// syntax errors and is empty for a well-formed file.
    public static func parse(source: String, limits: SourceLimits = .default) -> ParsedSourceFile {
        var source = source
        let utf8Count = source.utf8.count
        if utf8Count > limits.maxFileBytes {
            return ParsedSourceFile(skipped: .tooLarge(bytes: utf8Count, limit: limits.maxFileBytes))
        }
        let exceeded = source.withUTF8 { SourceScan($0).firstExceeded(limits) }
        if let exceeded { return ParsedSourceFile(skipped: exceeded) }
        return parseChecked(source)
    }

    /// Parses raw file bytes: checks them against `limits`, decodes them as UTF-8 and parses
    /// them, or says why it did not.
    public static func parse(bytes: [UInt8], limits: SourceLimits = .default) -> ParsedSourceFile {
        switch SourceReader.text(of: bytes, limits: limits) {
        case .success(let text): parseChecked(text)
        case .failure(let reason): ParsedSourceFile(skipped: reason)
        }
    }

    /// Parses many sources in parallel on every core, each within `limits` (the time limit
    /// included: a source still parsing after it is given up and comes back skipped; and no more
    /// bytes at once than ``SourceLimits/maxBytesParsedAtOnce``), in the order given.
    public static func parse(_ sources: [String], limits: SourceLimits = .default) -> [ParsedSourceFile] {
        let budget = limits.parseBudget { sources[$0].utf8.count }
        return ParallelWork.map(sources.count, timeLimit: limits.parseTimeLimit, budget: budget) {
            parse(source: sources[$0], limits: limits)
        }
        .map { $0 ?? ParsedSourceFile(skipped: .timedOut(limitSeconds: limits.parseTimeLimitSeconds)) }
    }

    /// Parses text already checked against the limits, as Swift 5: the mode most apps are written
    /// in, so what it accepts with a warning (`@available (iOS 11, *)`, a space before the
    /// attribute's arguments) is not an error.
    private static func parseChecked(_ source: String) -> ParsedSourceFile {
        var parser = Parser(source, swiftVersion: .v5)
        let tree = SourceFileSyntax.parse(from: &parser)
        guard tree.hasError else { return ParsedSourceFile(tree: tree, diagnostics: []) }
        return ParsedSourceFile(tree: tree, diagnostics: syntaxErrors(in: tree))
    }

    /// Most syntax errors swift-syntax's diagnostics generator is asked to describe: its time
    /// grows with the square of the errors (2,000 take seconds), so past this each error is
    /// named by what is missing or unexpected where, in one linear walk.
    static let maxDescribedErrors = 100

    private static func syntaxErrors(in tree: SourceFileSyntax) -> [SyntaxError] {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let finder = SyntaxErrorFinder(viewMode: .all)
        finder.walk(tree)
        guard finder.errors.count <= maxDescribedErrors else {
            return finder.errors.map { error in
                let location = converter.location(for: error.position)
                return SyntaxError(line: location.line, column: location.column, message: error.message)
            }
        }
        return ParseDiagnosticsGenerator.diagnostics(for: tree)
            .filter { $0.diagMessage.severity == .error }
            .map { diagnostic -> SyntaxError in
                let location = diagnostic.location(converter: converter)
                return SyntaxError(line: location.line, column: location.column, message: diagnostic.message)
            }
    }
}

/// Every missing token and run of unexpected code in a tree, in source order: what the parser
/// could not read, found in one walk.
private final class SyntaxErrorFinder: SyntaxVisitor {
    var errors: [(position: AbsolutePosition, message: String)] = []

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        let first = node.firstToken(viewMode: .all)?.text ?? ""
        errors.append((node.positionAfterSkippingLeadingTrivia, "unexpected code '\(first)'"))
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing { errors.append((token.position, "expected '\(token.text)'")) }
        return .visitChildren
    }
}
