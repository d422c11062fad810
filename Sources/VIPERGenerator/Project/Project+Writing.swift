import Foundation

extension Project {
    /// Writes `files` (paths relative to the root, or absolute) all together or not at all: when
    /// one cannot be written, every file keeps the bytes it had. Used by tools that write files
    /// they made themselves, such as `viper extract`.
    public func write(_ files: [GeneratedFile]) throws(ProjectError) {
        var transaction = FileTransaction()
        for file in files {
            try transaction.stage(file.contents, at: url(for: file.path))
        }
        try transaction.commit()
    }
}
