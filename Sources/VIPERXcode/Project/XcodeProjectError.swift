/// Why an Xcode project could not be found, read or edited. Nothing is written when one is thrown.
public enum XcodeProjectError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `.xcodeproj` named does not exist.
    case notFound(path: String)
    /// More than one `.xcodeproj` sits in the folder and none was named.
    case severalProjects(folder: String, projects: [String])
    /// The project file cannot be read or parsed.
    case unreadable(path: String, reason: String)
    /// No target has this name; `available` lists the project's targets.
    case unknownTarget(name: String, project: String, available: [String])
    /// No target was named and the project has more than one that could receive sources.
    case ambiguousTarget(project: String, candidates: [String])
    /// The target has no Compile Sources phase to add sources to.
    case noSourcesPhase(target: String)
    /// A file lies outside the folder that holds the `.xcodeproj`.
    case outsideProjectFolder(file: String, folder: String)
    /// A file lies in a synchronized folder that is not part of the target it belongs to.
    case synchronizedFolderNotInTarget(file: String, folder: String, target: String, members: [String])
    /// A file lies in a synchronized folder whose exceptions exclude it from the target.
    case excludedBySynchronizedFolder(file: String, folder: String, target: String)
    /// The project file cannot be written.
    case unwritable(path: String, reason: String)
    /// The edit could not be carried over to the project's text faithfully.
    case editNotReproduced(path: String, reason: String)

    /// What is wrong and what to do about it.
    public var description: String {
        switch self {
        case .notFound(let path):
            "no Xcode project at \(path)"
        case .severalProjects(let folder, let projects):
            "\(folder) holds \(projects.count) Xcode projects (\(Self.list(projects))); pass --xcodeproj <path> or record one with 'viper init --xcodeproj <path>'"
        case .unreadable(let path, let reason):
            "cannot read the Xcode project \(path): \(reason)"
        case .unknownTarget(let name, let project, let available):
            "\(project) has no target '\(name)'; its targets are \(Self.list(available))"
        case .ambiguousTarget(let project, let candidates):
            "\(project) has several targets that could receive the module (\(Self.list(candidates))); pass --target <name>"
        case .noSourcesPhase(let target):
            "target '\(target)' has no Compile Sources phase; add one in Xcode (Build Phases) or choose another target"
        case .outsideProjectFolder(let file, let folder):
            "\(file) is outside \(folder), the folder of the Xcode project; choose a --sources-path and --tests-path inside it"
        case .synchronizedFolderNotInTarget(let file, let folder, let target, let members):
            "\(file) would go into the synchronized folder '\(folder)', which belongs to \(members.isEmpty ? "no target" : "target \(Self.list(members))") but not to '\(target)'; add '\(target)' to the folder's target membership in Xcode, or choose another path"
        case .excludedBySynchronizedFolder(let file, let folder, let target):
            "\(file) would go into the synchronized folder '\(folder)', whose exceptions leave it out of target '\(target)'; edit the folder's exceptions in Xcode, or choose another path"
        case .unwritable(let path, let reason):
            "cannot write \(path): \(reason)"
        case .editNotReproduced(let path, let reason):
            "cannot edit \(path) without changing more than the module's entries (\(reason)); nothing was written. Please report this with the project file"
        }
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    private static func list(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard let last = quoted.last else { return "none" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}
