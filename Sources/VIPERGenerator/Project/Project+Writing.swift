import Foundation

extension Project {
    /// Writes `files` (paths relative to the root, or absolute, inside the project) all together or
    /// not at all: when one cannot be written, every file keeps the bytes it had; a path that leads
    /// out of the project is refused before anything is written. Used by tools that write files
    /// they made themselves, such as `viper extract`.
    public func write(_ files: [GeneratedFile]) throws(ProjectError) {
        // Every path is checked before the first file is staged, so a refused one leaves nothing behind.
        var destinations: [URL] = []
        for file in files { destinations.append(try url(for: file.path)) }
        var transaction = FileTransaction(root: confinedRoot)
        for (file, destination) in zip(files, destinations) {
            try transaction.stage(file.contents, at: destination)
        }
        try transaction.commit()
    }
}
