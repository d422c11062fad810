/// Why the Swift files named on a command line could not be read.
public enum SourceLoadingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file or folder that does not exist.
    case missingPath(String)
    /// The paths exist but hold no readable `.swift` file.
    case noSwiftFiles([String])

    /// What was expected, what was found, and what to do.
    public var description: String {
        switch self {
        case .missingPath(let path):
            "No such file or folder: '\(path)'. Pass Swift files or folders that exist."
        case .noSwiftFiles(let paths):
            "Found no readable .swift file in \(paths.map { "'\($0)'" }.joined(separator: ", ")). Pass the files or folders that hold the Swift sources."
        }
    }
}
