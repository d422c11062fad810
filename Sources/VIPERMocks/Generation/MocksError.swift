/// Why `viper mocks` could not produce a spy file at all.
public enum MocksError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--protocol` named a protocol the scanned files do not declare.
    case unknownProtocol(String, available: [String])
    /// The scanned files declare no protocol.
    case noProtocols(paths: [String])
    /// `--module` named a module none of whose contracts the scanned files declare.
    case unknownModule(String, available: [String])

    /// What was expected, what was found, and what to do.
    public var description: String {
        switch self {
        case .unknownProtocol(let name, let available):
            let known = available.isEmpty ? "none" : available.map { "'\($0)'" }.joined(separator: ", ")
            return "No protocol named '\(name)' in the scanned files (found: \(known)). "
                + "Check the spelling, or add the file that declares it."
        case .unknownModule(let name, let available):
            let known = available.isEmpty ? "none" : available.map { "'\($0)'" }.joined(separator: ", ")
            return "No contract of a module named '\(name)' in the scanned files (modules with contracts: \(known)). "
                + "A contract is a protocol named after its module and role, like '\(name)UseCase' or '\(name)Routing'; "
                + "check the spelling, add the file that declares them, or configure the names in the 'roles' section of viper.json."
        case .noProtocols(let paths):
            return "Found no protocol in \(paths.map { "'\($0)'" }.joined(separator: ", ")). "
                + "Pass the files that declare the contracts (e.g. Sources/App/Login/LoginContracts.swift)."
        }
    }
}
