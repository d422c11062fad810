/// A path that would take a tool out of the project: ``ConfinedRoot/url(for:naming:)`` refuses
/// it before anything is read, written or deleted.
public struct PathOutsideRootError: Error, Equatable, Sendable, CustomStringConvertible {
    /// How the path leaves the root.
    public enum Reason: Equatable, Sendable {
        /// It is absolute.
        case absolute
        /// It holds a `..` component.
        case parentFolder
        /// A symbolic link on its way leads to `target`, outside the root.
        case symbolicLink(target: String)
        /// Symbolic links on its way lead to each other without end.
        case linkLoop
    }

    /// The path as it was given.
    public let path: String
    /// What the path is (`"the manifest path"`, `"--sources-path"`).
    public let what: String
    /// How it leaves the root.
    public let reason: Reason

    /// The error for `path`, which is `what`, leaving the root for `reason`.
    public init(path: String, what: String, reason: Reason) {
        self.path = path
        self.what = what
        self.reason = reason
    }

    /// `the manifest path '../x' leaves the project (it climbs out with '..'); …`.
    public var description: String {
        let how =
            switch reason {
            case .absolute: "it is absolute"
            case .parentFolder: "it climbs out with '..'"
            case .symbolicLink(let target): "a symbolic link on its way leads to \(target)"
            case .linkLoop: "the symbolic links on its way form a loop"
            }
        return "\(what) '\(path)' leaves the project (\(how)); viper reads, writes and deletes only "
            + "inside the project unless the command line names the path, so nothing was done"
    }
}
