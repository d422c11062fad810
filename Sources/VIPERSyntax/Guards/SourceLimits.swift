/// The bounds a Swift file must stay within to be parsed; a file past one is skipped with a
/// diagnostic instead of stalling or crashing the run.
///
/// The parser recurses once per nesting level (of brackets, generic arguments, function types,
/// prefix keywords, postfix chains and the other productions ``SourceScan`` counts) and looks
/// ahead exponentially through runs of nested `[` (each could start an array type or an array
/// literal), so both are checked before parsing, with the look-ahead of its error recovery in
/// the bodies of types; size and line length bound memory; the time limit catches what the scan
/// cannot predict. Parsing holds about 100 bytes of memory per
/// byte of source, so the bytes parsed at once are bounded too. Set in the `"files"` section of
/// `viper.json`:
///
/// ```json
/// { "files": { "limits": { "maxNestingDepth": 256, "maxSquareBracketNesting": 12,
///                            "maxFileBytes": 8388608, "maxBytesParsedAtOnce": 8388608,
///                            "maxRecoveryLookahead": 50000, "maxLineLength": 100000,
///                            "parseTimeLimitSeconds": 10 } } }
/// ```
public struct SourceLimits: Sendable, Hashable, Codable {
    /// Most levels the parser would recurse into at once: brackets, generic `<`, `#if`, string
    /// interpolations, `->`, ternaries, `else if`, prefix keywords and postfix chains (see
    /// ``SourceScan/nestingDepth``), outside comments and string literals. Swift's parser stops
    /// at 256 brackets on its own, but not in every production, and not in its look-ahead.
    public var maxNestingDepth: Int
    /// Most brackets open in one run that starts with `[`, with nothing between them but
    /// whitespace, comments, other brackets and names: `[[[[x]]]]`, `[A<[A<(B)>]>]`. The
    /// parser's look-ahead (is it an array type or an array literal?) doubles its work, or more,
    /// with each one.
    public var maxSquareBracketNesting: Int
    /// Most tokens the parser's error recovery may read ahead in the bodies of types, summed
    /// over the file (``SourceScan/recoveryLookahead``). Each member of a type that starts like a
    /// declaration without its keyword (`b()`, `x = y`) makes the parser read ahead to the next
    /// declaration keyword, so a run of such lines costs quadratic time; code that parses costs
    /// nothing. At the default the parse takes a few hundredths of a second in a release build (and
    /// about two seconds in a debug one).
    public var maxRecoveryLookahead: Int
    /// Largest file, in bytes; a larger one is skipped before it is read.
    public var maxFileBytes: Int
    /// Most bytes of source parsed at once, across the files parsed in parallel: a file waits
    /// until its bytes fit before its parse (and its time limit) starts, so a run's parse memory
    /// stays near 100 times this however many large files it reads. A file larger than this
    /// is parsed alone.
    public var maxBytesParsedAtOnce: Int
    /// Longest line, in bytes.
    public var maxLineLength: Int
    /// Longest a single file may take to parse and analyse, in seconds.
    public var parseTimeLimitSeconds: Double

    /// The built-in limits: far above hand-written code, far below what stalls the parser.
    public static let `default` = SourceLimits(
        maxNestingDepth: 256, maxSquareBracketNesting: 12, maxFileBytes: 8 << 20, maxLineLength: 100_000,
        parseTimeLimitSeconds: 10, maxBytesParsedAtOnce: 8 << 20, maxRecoveryLookahead: 50_000)

    /// Creates limits.
    public init(
        maxNestingDepth: Int, maxSquareBracketNesting: Int, maxFileBytes: Int, maxLineLength: Int,
        parseTimeLimitSeconds: Double, maxBytesParsedAtOnce: Int = 8 << 20, maxRecoveryLookahead: Int = 50_000
    ) {
        self.maxNestingDepth = maxNestingDepth
        self.maxSquareBracketNesting = maxSquareBracketNesting
        self.maxFileBytes = maxFileBytes
        self.maxLineLength = maxLineLength
        self.parseTimeLimitSeconds = parseTimeLimitSeconds
        self.maxBytesParsedAtOnce = maxBytesParsedAtOnce
        self.maxRecoveryLookahead = maxRecoveryLookahead
    }

    /// The time limit as a duration.
    public var parseTimeLimit: Duration { .milliseconds(Int64((parseTimeLimitSeconds * 1000).rounded())) }

    /// The budget of ``maxBytesParsedAtOnce`` for files parsed in parallel, where `bytes` is the
    /// size of the file at an index.
    public func parseBudget(bytes: @escaping @Sendable (Int) -> Int) -> WorkBudget {
        WorkBudget(total: maxBytesParsedAtOnce, cost: bytes)
    }
}
