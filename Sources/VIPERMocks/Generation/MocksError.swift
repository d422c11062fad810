/// Why `viper mocks` could not produce a spy file at all.
public enum MocksError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--protocol` named a protocol the scanned files do not declare.
    case unknownProtocol(String, available: [String])
    /// The scanned files declare no protocol.
    case noProtocols(paths: [String])

    /// What was expected, what was found, and what to do.
    public var description: String {
        switch self {
        case .unknownProtocol(let name, let available):
            let known = available.isEmpty ? "none" : available.map { "'\($0)'" }.joined(separator: ", ")
            return "No protocol named '\(name)' in the scanned files (found: \(known)). "
                + "Check the spelling, or add the file that declares it."
        case .noProtocols(let paths):
            return "Found no protocol in \(paths.map { "'\($0)'" }.joined(separator: ", ")). "
                + "Pass the files that declare the contracts (e.g. Sources/App/Login/LoginContracts.swift)."
        }
    }
}
