import VIPERToolSupport

/// A project-level problem: a file that cannot be read or written, a configuration
/// value that makes no sense, a module or file that would be overwritten.
public enum ProjectError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--template` names a folder that does not exist.
    case templateNotFound(name: String, path: String)
    /// The template folder holds no `.tpl` file.
    case emptyTemplate(name: String, path: String)
    /// `viper template eject` would overwrite an existing template folder.
    case templateExists(name: String, path: String)
    /// A file exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// A file or folder cannot be written.
    case unwritable(path: String, reason: String)
    /// `viper.json` or the manifest is not the JSON object expected.
    case malformedJSON(path: String, reason: String)
    /// A `viper.json` key holds a value the tool does not accept.
    case invalidConfigurationValue(path: String, key: String, found: String, expected: String)
    /// The module already exists (its folder, or its manifest entry).
    case moduleExists(name: String, path: String)
    /// Generating would overwrite these files.
    case filesExist([String])
    /// No `--target` and none can be read from the sources path.
    case undeterminedTarget(sourcesPath: String)
    /// `viper remove` names a module the manifest does not list; `known` are those it lists.
    case moduleNotGenerated(name: String, known: [String])
    /// `viper remove` would delete files that changed since `viper new` wrote them (or whose
    /// hash was never recorded).
    case filesEdited(name: String, paths: [String])
    /// A path from the manifest, `viper.json`, a template or the command line that would take
    /// the tool out of the project; nothing was read, written or deleted through it.
    case outsideProject(PathOutsideRootError)

    /// What is wrong and what to do about it.
    public var description: String {
        switch self {
        case .templateNotFound(let name, let path):
            "no template '\(name)' at \(path); run 'viper template eject \(name)' to start one from the built-in template"
        case .emptyTemplate(let name, let path):
            "template '\(name)' at \(path) holds no .tpl file; run 'viper template eject \(name) --force' to restore it"
        case .templateExists(let name, let path):
            "template '\(name)' already exists at \(path); pass --force to replace it with the built-in template"
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason)"
        case .unwritable(let path, let reason):
            "cannot write \(path): \(reason)"
        case .malformedJSON(let path, let reason):
            "\(path) is not the JSON object expected: \(reason)"
        case .invalidConfigurationValue(let path, let key, let found, let expected):
            "\(path): \"\(key)\" is \(found); expected \(expected)"
        case .moduleExists(let name, let path):
            "module '\(name)' already exists at \(path); choose another name, pass --force to regenerate it, or run 'viper remove \(name)' first"
        case .filesExist(let paths):
            "\(paths.count == 1 ? "this file exists" : "these files exist") and would be overwritten: \(paths.joined(separator: ", ")); pass --force to overwrite, or --dry-run to see the differences"
        case .undeterminedTarget(let sourcesPath):
            "cannot tell which Swift module the tests should import: '\(sourcesPath)' is not inside Sources/<Target>/; pass --target <name> or set \"target\" in viper.json"
        case .moduleNotGenerated(let name, let known):
            "no module '\(name)' in .viper/manifest.json; "
                + (known.first { $0.lowercased() == name.lowercased() }.map { "did you mean '\($0)'?" }
                    ?? (known.isEmpty ? "it lists no module" : "it lists \(known.joined(separator: ", "))"))
        case .filesEdited(let name, let paths):
            "module '\(name)' has \(paths.count == 1 ? "a file" : "files") that may hold your work, edited since "
                + "'viper new' wrote \(paths.count == 1 ? "it" : "them") or written before viper recorded hashes: "
                + "\(paths.joined(separator: ", ")); nothing was removed; pass --force to delete "
                + "\(paths.count == 1 ? "it" : "them") too, or --dry-run to see what would be removed"
        case .outsideProject(let error):
            error.description
        }
    }
}
