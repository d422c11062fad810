import VIPERSyntax
import VIPERVocabulary

/// A warning about the run itself rather than the code's architecture: a file that could not
/// be linted, a `// viper:` comment that does nothing, a `viper.json` key that is ignored.
///
/// Diagnostics never change the exit status; they are reported so nothing is skipped silently.
public struct LintDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What the diagnostic is about.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A file that was not linted: unreadable, not UTF-8, binary, or past a limit.
        case skippedFile = "skipped-file"
        /// A `// viper:` comment with an unknown directive or rule id.
        case invalidSuppression = "invalid-suppression"
        /// A `viper.json` key that is ignored.
        case configuration
    }

    /// What the diagnostic is about.
    public var kind: Kind
    /// The file it is about (`viper.json` for configuration).
    public var path: String
    /// 1-based line, when it points at one.
    public var line: Int?
    /// 1-based column, when it points at one.
    public var column: Int?
    /// What is wrong and what to do.
    public var message: String

    /// Creates a diagnostic.
    public init(kind: Kind, path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.kind = kind
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// A skipped file.
    init(_ diagnostic: SourceDiagnostic) {
        self.init(kind: .skippedFile, path: diagnostic.path, line: diagnostic.reason.line, message: diagnostic.reason.message)
    }

    /// An ignored `viper.json` key.
    init(_ warning: ConfigurationWarning) {
        self.init(kind: .configuration, path: "viper.json", message: "\(warning.location): \(warning.message)")
    }

    /// `path:line:col: warning: message [kind]`, the line and column left out when unknown.
    public var description: String {
        let position = (line.map { ":\($0)" } ?? "") + (line != nil ? column.map { ":\($0)" } ?? "" : "")
        return "\(path)\(position): warning: \(message) [\(kind.rawValue)]"
    }
}

extension LintDiagnostic: Comparable {
    /// Diagnostics order by file, then line.
    public static func < (lhs: LintDiagnostic, rhs: LintDiagnostic) -> Bool {
        (lhs.path, lhs.line ?? 0, lhs.column ?? 0, lhs.message) < (rhs.path, rhs.line ?? 0, rhs.column ?? 0, rhs.message)
    }
}
