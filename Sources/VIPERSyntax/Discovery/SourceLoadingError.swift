/// Why the Swift files named on a command line could not be read.
public enum SourceLoadingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file or folder that does not exist.
    case missingPath(String)
    /// The paths exist but hold no readable `.swift` file; `skipped` says why each Swift file
    /// (or folder) found there was left out.
    case noSwiftFiles([String], skipped: [SourceDiagnostic] = [])

    /// What was expected, what was found, and what to do.
    public var description: String {
        switch self {
        case .missingPath(let path):
            "No such file or folder: '\(path)'. Pass Swift files or folders that exist."
        case .noSwiftFiles(let paths, let skipped) where !skipped.isEmpty:
            "Found no readable .swift file in \(paths.map { "'\($0)'" }.joined(separator: ", ")): "
                + "\(skipped.count == 1 ? "the one found was" : "all \(skipped.count) found were") skipped.\n"
                + skipped.map { "  \($0)\n" }.joined()
                + "Fix or exclude them, or pass the files or folders that hold the Swift sources."
        case .noSwiftFiles(let paths, _):
            "Found no readable .swift file in \(paths.map { "'\($0)'" }.joined(separator: ", ")). Pass the files or folders that hold the Swift sources."
        }
    }
}
