/// The bounds a Swift file must stay within to be parsed; a file past one is skipped with a
/// diagnostic instead of stalling or crashing the run.
///
/// The parser recurses once per nesting level and looks ahead exponentially through runs of
/// nested `[` (each could start an array type or an array literal), so depth is checked before
/// parsing; size and line length bound memory; the time limit catches what the scan cannot
/// predict. Set in the `"files"` section of `viper.json`:
///
/// ```json
/// { "files": { "limits": { "maxNestingDepth": 256, "maxSquareBracketNesting": 12,
///                            "maxFileBytes": 8388608, "maxLineLength": 100000,
///                            "parseTimeLimitSeconds": 10 } } }
/// ```
public struct SourceLimits: Sendable, Hashable, Codable {
    /// Most brackets (`(`, `[`, `{`) open at once outside comments and string literals.
    public var maxNestingDepth: Int
    /// Most `[` open at once with nothing between them but whitespace, comments and other
    /// brackets: `[[[[x]]]]`. The parser's look-ahead doubles its work with each one.
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
    public init(maxNestingDepth: Int, maxSquareBracketNesting: Int, maxFileBytes: Int, maxLineLength: Int,
                parseTimeLimitSeconds: Double) {
        self.maxNestingDepth = maxNestingDepth
        self.maxSquareBracketNesting = maxSquareBracketNesting
        self.maxFileBytes = maxFileBytes
        self.maxLineLength = maxLineLength
        self.parseTimeLimitSeconds = parseTimeLimitSeconds
    }

    /// The time limit as a duration.
    public var parseTimeLimit: Duration { .milliseconds(Int64((parseTimeLimitSeconds * 1000).rounded())) }
}
