/// What one cheap pass over a file's bytes finds before anything parses it: how deeply the
/// parser would recurse, the longest line, and whether the bytes are text at all.
///
/// The nesting depth counts every production the parser (and every walk over its tree)
/// recurses into: brackets (`(`, `[`, `{`), generic angle brackets (`Array<Set<Int>>`),
/// `#if` blocks, string interpolations, and the productions that nest without a bracket:
/// the `->` of a function type, the `?` of a ternary conditional awaiting its `:`, an
/// `else if` chain, a run of prefix keywords (`try await`, `some`, `any`, `inout`, …) and a
/// postfix chain (`a.b?.c()[0]!`, one level per member or call). Brackets inside comments and
/// string literals (raw and multi-line ones included) do not count; code inside string
/// interpolations does. Regex literals are read as code, which can only over-count.
public struct SourceScan: Sendable, Hashable {
    /// Most levels the parser recurses into at once (see the type's description).
    public internal(set) var nestingDepth = 0
    /// 1-based line where `nestingDepth` was reached.
    public internal(set) var nestingLine = 1
    /// Most brackets open in one run of the parser's type look-ahead (see
    /// ``SourceLimits/maxSquareBracketNesting``): a `[`, and the `[`, `(` and generic `<` after
    /// it with nothing between them but whitespace, comments, closing brackets and what a type
    /// can hold (names, `.`, `,`, `:`, `?`, `!`, `&`, `->`).
    public internal(set) var squareBracketNesting = 0
    /// 1-based line where `squareBracketNesting` was reached.
    public internal(set) var squareBracketLine = 1
    /// Longest line in bytes, without its line break.
    public internal(set) var longestLine = 0
    /// 1-based line number of the longest line.
    public internal(set) var longestLineNumber = 1
    /// Tokens the parser's error recovery would read ahead in the bodies of types, summed over
    /// the file (see ``SourceLimits/maxRecoveryLookahead``): 0 for code that parses.
    public internal(set) var recoveryLookahead = 0
    /// 1-based line where the costliest run of that look-ahead starts.
    public internal(set) var recoveryLine = 1
    /// Whether the bytes contain a NUL byte: the file is binary, not Swift source.
    public internal(set) var containsNUL = false

    /// Scans `bytes`.
    public init<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        let scanned = bytes.withContiguousStorageIfAvailable { SourceScanner($0).scan() }
        self = scanned ?? Array(bytes).withUnsafeBufferPointer { SourceScanner($0).scan() }
    }

    /// Nothing measured yet: where ``SourceScanner`` starts.
    init() {}

    /// The first limit the file is past, or nil when it is within all of them (file size is
    /// checked by the reader, before the bytes are loaded).
    public func firstExceeded(_ limits: SourceLimits) -> SourceSkipReason? {
        if containsNUL { return .binary }
        if nestingDepth > limits.maxNestingDepth {
            return .nestingTooDeep(depth: nestingDepth, limit: limits.maxNestingDepth, line: nestingLine)
        }
        if squareBracketNesting > limits.maxSquareBracketNesting {
            return .squareBracketsTooDeep(
                depth: squareBracketNesting, limit: limits.maxSquareBracketNesting,
                line: squareBracketLine)
        }
        if recoveryLookahead > limits.maxRecoveryLookahead {
            return .recoveryTooLong(tokens: recoveryLookahead, limit: limits.maxRecoveryLookahead, line: recoveryLine)
        }
        if longestLine > limits.maxLineLength {
            return .lineTooLong(length: longestLine, limit: limits.maxLineLength, line: longestLineNumber)
        }
        return nil
    }
}
