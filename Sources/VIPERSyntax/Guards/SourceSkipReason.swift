/// Why a file was not parsed: it could not be read, is not Swift text, or is past a limit.
public enum SourceSkipReason: Error, Sendable, Hashable, Codable {
    /// Reading failed, e.g. permission denied.
    case unreadable(String)
    /// A folder that could not be listed, e.g. permission denied.
    case unreadableFolder(String)
    /// A symbolic link whose target does not exist.
    case brokenSymbolicLink
    /// A symbolic link to a folder that contains the link: following it would never end.
    case symbolicLinkLoop(target: String)
    /// A symbolic link that leads out of the project and of every path given: nothing outside
    /// them is read unless the command line names it.
    case symbolicLinkOutside(target: String)
    /// Not a regular file (a FIFO, socket or device named `.swift`).
    case notRegularFile
    /// Larger than ``SourceLimits/maxFileBytes``.
    case tooLarge(bytes: Int, limit: Int)
    /// The bytes contain NUL: a binary file.
    case binary
    /// The bytes are not valid UTF-8; `utf16` when they start with a UTF-16 byte-order mark.
    case notUTF8(line: Int, utf16: Bool)
    /// The parser would recurse deeper than ``SourceLimits/maxNestingDepth``.
    case nestingTooDeep(depth: Int, limit: Int, line: Int)
    /// A run of brackets from a `[` nests deeper than ``SourceLimits/maxSquareBracketNesting``.
    case squareBracketsTooDeep(depth: Int, limit: Int, line: Int)
    /// The parser's error recovery would read more tokens ahead than
    /// ``SourceLimits/maxRecoveryLookahead`` in the bodies of types, or after attributes with no
    /// declaration at the top level; `line` is where the costliest run of members that are not
    /// declarations starts.
    case recoveryTooLong(tokens: Int, limit: Int, line: Int)
    /// A line longer than ``SourceLimits/maxLineLength``.
    case lineTooLong(length: Int, limit: Int, line: Int)
    /// Parsing took longer than ``SourceLimits/parseTimeLimitSeconds``.
    case timedOut(limitSeconds: Double)

    /// The 1-based line the reason points at, when it points at one.
    public var line: Int? {
        switch self {
        case .notUTF8(let line, _), .nestingTooDeep(_, _, let line), .squareBracketsTooDeep(_, _, let line),
            .recoveryTooLong(_, _, let line), .lineTooLong(_, _, let line):
            line
        case .unreadable, .unreadableFolder, .brokenSymbolicLink, .symbolicLinkLoop, .symbolicLinkOutside, .notRegularFile, .tooLarge,
            .binary, .timedOut:
            nil
        }
    }

    /// `skipped: nesting depth 10000 exceeds 256; …what to do`.
    public var message: String {
        switch self {
        case .unreadable(let reason):
            "skipped: the file cannot be read (\(reason)); check its permissions"
        case .unreadableFolder(let reason):
            "skipped: the folder cannot be listed (\(reason)); check its permissions or exclude it"
        case .brokenSymbolicLink:
            "skipped: a symbolic link whose target does not exist; fix or remove the link"
        case .symbolicLinkLoop(let target):
            "skipped: a symbolic link back to its own folder '\(target)'; it would be read forever, so it is not followed"
        case .symbolicLinkOutside(let target):
            "skipped: a symbolic link to '\(target)', outside the project and the paths given; it is not followed (name the target on the command line to read it)"
        case .notRegularFile:
            "skipped: not a regular file (a device, socket or pipe); only Swift source files are read"
        case .tooLarge(let bytes, let limit):
            "skipped: size \(bytes) bytes exceeds \(limit); raise files.limits.maxFileBytes in viper.json to read it"
        case .binary:
            "skipped: a binary file (it contains NUL bytes), not Swift source"
        case .notUTF8(_, let utf16):
            utf16
                ? "skipped: UTF-16 text, not UTF-8; save the file as UTF-8"
                : "skipped: not valid UTF-8 text; save the file as UTF-8"
        case .nestingTooDeep(let depth, let limit, _):
            "skipped: nesting depth \(depth) exceeds \(limit); raise files.limits.maxNestingDepth in viper.json to parse it"
        case .squareBracketsTooDeep(let depth, let limit, _):
            "skipped: \(depth) nested '[' (and '<', '(' inside them) exceed \(limit) (each one doubles the parser's look-ahead); "
                + "raise files.limits.maxSquareBracketNesting in viper.json to parse it"
        case .recoveryTooLong(let tokens, let limit, _):
            "skipped: lines that are not declarations, in a type's body or after attributes, would make the parser's error recovery read "
                + "\(tokens) tokens ahead, past \(limit) (each such line reads to the next declaration); "
                + "raise files.limits.maxRecoveryLookahead in viper.json to parse it"
        case .lineTooLong(let length, let limit, _):
            "skipped: a line of \(length) bytes exceeds \(limit); raise files.limits.maxLineLength in viper.json to parse it"
        case .timedOut(let seconds):
            "skipped: parsing took longer than \(Self.seconds(seconds)); "
                + "raise files.limits.parseTimeLimitSeconds in viper.json to wait longer"
        }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

/// A file (or folder) the tools could not read or chose not to parse, and why: one per file,
/// and the run goes on.
public struct SourceDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The path, as the tools report it.
    public let path: String
    /// Why it was skipped.
    public let reason: SourceSkipReason

    /// Creates a diagnostic.
    public init(path: String, reason: SourceSkipReason) {
        self.path = path
        self.reason = reason
    }

    /// `path:line: skipped: …` (no line when the reason has none).
    public var description: String {
        "\(path)\(reason.line.map { ":\($0)" } ?? ""): \(reason.message)"
    }
}
