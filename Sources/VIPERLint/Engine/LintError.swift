/// A lint run that cannot start: bad paths or configuration.
public enum LintError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A path given on the command line does not exist.
    case missingPath(String)

    /// What was expected, what was found, what to do.
    public var description: String {
        switch self {
        case .missingPath(let path):
            "no file or folder at '\(path)'; expected a Swift file or a folder to lint, so check the path."
        }
    }
}
