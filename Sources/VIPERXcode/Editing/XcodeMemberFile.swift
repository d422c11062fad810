import VIPERGenerator

/// A generated file to add to an Xcode project, and whether it is a source or a test.
public struct XcodeMemberFile: Sendable, Equatable {
    /// Which target a file belongs to.
    public enum Role: String, Sendable, Equatable {
        /// Compiled by the app (or framework) target.
        case source
        /// Compiled by the test bundle: tests and spies.
        case test
    }

    /// The file's path, relative to the folder `viper` runs in.
    public let path: String
    /// Its target.
    public let role: Role

    /// A file at `path` for the `role` target.
    public init(path: String, role: Role) {
        self.path = path
        self.role = role
    }
}

/// What an edit did, or would do, with one file.
public struct XcodePlacement: Sendable, Equatable {
    /// The outcome for the file.
    public enum Outcome: Sendable, Equatable {
        /// Added to `group` (its path in the project navigator) and to the target's build phase.
        case added(group: String)
        /// Added to `group` only: the file is neither compiled nor a resource.
        case addedToGroupOnly(group: String)
        /// Already in the project and in the target: nothing to do.
        case alreadyPresent
        /// In a synchronized folder that the target builds: Xcode picks it up without an edit.
        case synchronized(folder: String)
        /// Removed from the project, with its build phase entries.
        case removed
        /// Not listed by the project: nothing to remove.
        case notInProject
        /// No target to add it to: the project has no test bundle.
        case noTarget
    }

    /// The file, as given.
    public let path: String
    /// The target it went into, if any.
    public let target: String?
    /// What happened.
    public let outcome: Outcome

    /// A placement of `path`.
    public init(path: String, target: String?, outcome: Outcome) {
        self.path = path
        self.target = target
        self.outcome = outcome
    }
}

extension XcodeMemberFile {
    /// The files of a generated module with their roles: those under the module's tests folder
    /// are tests, the others sources.
    public static func members(of files: [GeneratedFile], for request: ModuleRequest) -> [XcodeMemberFile] {
        let testsFolder = request.moduleTestsPath + "/"
        return files.map { XcodeMemberFile(path: $0.path, role: $0.path.hasPrefix(testsFolder) ? .test : .source) }
    }
}
