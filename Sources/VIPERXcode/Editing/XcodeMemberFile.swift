import VIPERGenerator

/// A generated file to add to an Xcode project, and which of the module's targets compiles it.
public struct XcodeMemberFile: Sendable, Equatable {
    /// Which of a module's two targets compiles a file.
    public enum TargetKind: String, Sendable, Equatable {
        /// The app (or framework) target: the module's sources.
        case app
        /// The test bundle: tests and spies.
        case tests
    }

    /// The file's path, relative to the folder `viper` runs in.
    public let path: String
    /// The target that compiles it.
    public let targetKind: TargetKind

    /// A file at `path` for the `targetKind` target.
    public init(path: String, targetKind: TargetKind) {
        self.path = path
        self.targetKind = targetKind
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
    /// The files of a generated module with their targets: those under the module's tests folder
    /// go to the test bundle, the others to the app target.
    public static func members(of files: [GeneratedFile], for request: ModuleRequest) -> [XcodeMemberFile] {
        let testsFolder = request.moduleTestsPath + "/"
        return files.map { XcodeMemberFile(path: $0.path, targetKind: $0.path.hasPrefix(testsFolder) ? .tests : .app) }
    }
}
