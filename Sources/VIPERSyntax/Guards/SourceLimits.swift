/// The bounds a Swift file must stay within to be parsed; a file past one is skipped with a
/// diagnostic instead of stalling or crashing the run.
///
/// The parser recurses once per nesting level (of brackets, generic arguments, function types,
/// prefix keywords, postfix chains and the other productions ``SourceScan`` counts) and looks
/// ahead exponentially through runs of nested `[` (each could start an array type or an array
/// literal), so both are checked before parsing; size and line length bound memory; the time
/// limit catches what the scan cannot predict. Set in the `"files"` section of `viper.json`:
///
/// ```json
/// { "files": { "limits": { "maxNestingDepth": 256, "maxSquareBracketNesting": 12,
///                            "maxFileBytes": 8388608, "maxLineLength": 100000,
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
    /// Largest file, in bytes.
    public var maxFileBytes: Int
    /// Longest line, in bytes.
    public var maxLineLength: Int
    /// Longest a single file may take to parse and analyse, in seconds.
    public var parseTimeLimitSeconds: Double

    /// The built-in limits: far above hand-written code, far below what stalls the parser.
    public static let `default` = SourceLimits(
        maxNestingDepth: 256, maxSquareBracketNesting: 12, maxFileBytes: 8 << 20, maxLineLength: 100_000,
        parseTimeLimitSeconds: 10)

    /// Creates limits.
    public init(
        maxNestingDepth: Int, maxSquareBracketNesting: Int, maxFileBytes: Int, maxLineLength: Int,
        parseTimeLimitSeconds: Double
    ) {
        self.maxNestingDepth = maxNestingDepth
        self.maxSquareBracketNesting = maxSquareBracketNesting
        self.maxFileBytes = maxFileBytes
        self.maxLineLength = maxLineLength
        self.parseTimeLimitSeconds = parseTimeLimitSeconds
    }

    /// The time limit as a duration.
    public var parseTimeLimit: Duration { .milliseconds(Int64((parseTimeLimitSeconds * 1000).rounded())) }
}
