/// Why `viper extract` made nothing of a file.
public enum ExtractError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file does not parse; nothing is extracted from broken code.
    case unparsable(path: String, errors: [String])
    /// The file declares no class inheriting from a `…ViewController` (or not the one asked for).
    case noViewController(path: String, asked: String?, found: [String])
    /// More than one view controller and no `--type` to choose.
    case ambiguousViewController(path: String, found: [String])
    /// The module's name is not an UpperCamelCase identifier.
    case invalidModuleName(String)
    /// The conservation check failed: the output lost, duplicated or broke code.
    case conservation([String])
    /// `viper lint` finds violations in the new module.
    case lint([String])

    /// What went wrong and what to do, for the command line.
    public var description: String {
        switch self {
        case .unparsable(let path, let errors):
            "\(path) does not parse (\(errors.prefix(3).joined(separator: "; "))); fix it before extracting."
        case .noViewController(let path, let asked, let found):
            if let asked {
                "\(path) declares no class '\(asked)' (view controllers found: \(found.isEmpty ? "none" : found.joined(separator: ", ")))."
            } else {
                "\(path) declares no class inheriting from a …ViewController; pass --type to name one."
            }
        case .ambiguousViewController(let path, let found):
            "\(path) declares several view controllers (\(found.joined(separator: ", "))); choose one with --type."
        case .invalidModuleName(let name):
            "'\(name)' is not a module name: expected an UpperCamelCase Swift identifier such as Login."
        case .conservation(let problems):
            "The extraction would not conserve the code, so nothing was written:\n" + problems.map { "  - \($0)" }.joined(separator: "\n")
        case .lint(let violations):
            "The extracted module breaks viper lint rules, so nothing was written:\n"
                + violations.map { "  - \($0)" }.joined(separator: "\n")
        }
    }
}
