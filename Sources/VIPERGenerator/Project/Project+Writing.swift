import Foundation

extension Project {
    /// Writes `files` (paths relative to the root, or absolute, inside the project) all together or
    /// not at all: when one cannot be written, every file keeps the bytes it had; a path that leads
    /// out of the project is refused before anything is written. Used by tools that write files
    /// they made themselves, such as `viper extract`.
    public func write(_ files: [GeneratedFile]) throws(ProjectError) {
        var transaction = FileTransaction(root: confinedRoot)
        for file in files {
            try transaction.stage(file.contents, at: url(for: file.path))
        }
        try transaction.commit()
    }
}
