import Foundation
import VIPERToolSupport

/// Writes and removes a group of files all together or not at all.
///
/// ``stage(_:at:)`` writes each text to a temporary file next to its destination, creating
/// the folders on the way, and ``stageRemoval(at:)`` notes a file to remove; nothing the
/// user sees changes yet. ``commit()`` moves each file to remove aside (a rename), renames
/// each temporary file over its destination, and only then deletes the files moved aside
/// and the folders they leave empty. When any step fails, everything is taken back: the
/// temporary files and the folders the transaction created are removed, a replaced file
/// gets its previous bytes again and a file moved aside its name, so a failed `viper new`
/// or `viper remove` leaves the project exactly as it found it.
///
/// Each destination is what ``AtomicFile/destination(of:confinedTo:)`` says: a symbolic link
/// is kept and the file it leads to in the project is replaced; a folder, device, pipe or
/// socket is refused. A replaced file keeps its permissions.
struct FileTransaction {
    private struct Staged {
        let destination: URL
        let temporary: URL
        /// The destination's bytes before the transaction, nil when there was no file.
        let previous: Data?
    }

    private struct Removal {
        let file: URL
        /// Where the file waits between moving aside and deletion.
        let aside: URL
    }

    private var staged: [Staged] = []
    private var removals: [Removal] = []
    /// Folders this transaction created, outermost first.
    private var createdFolders: [URL] = []
    /// Folders to remove after the commit when they are left empty, innermost first.
    private var foldersToPrune: [URL] = []
    /// The project a symbolic link at a destination must lead into.
    private let root: ConfinedRoot?

    /// An empty transaction writing inside `root` (see ``AtomicFile/destination(of:confinedTo:)``).
    init(root: ConfinedRoot?) {
        self.root = root
    }

    /// Why a file cannot be written at `url`, before anything is written: a file where a
    /// folder on the way should be, or a folder where the file should be. Nil when nothing
    /// is in the way.
    static func obstacle(to url: URL) -> String? {
        let manager = FileManager.default
        let url = url.standardizedFileURL
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "\(url.path) is a folder"
        }
        var folder = url.deletingLastPathComponent()
        while folder.path != "/" {
            if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : "\(folder.path) is a file, not a folder"
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// Writes `text` to a temporary file beside `url`, creating missing folders.
    ///
    /// - Throws: ``ProjectError/unwritable(path:reason:)`` after taking back everything staged.
    mutating func stage(_ text: String, at url: URL) throws(ProjectError) {
        do throws(ProjectError) {
            let url = try Self.destination(of: url, confinedTo: root)
            if let obstacle = Self.obstacle(to: url) { throw .unwritable(path: url.path, reason: obstacle) }
            try createFolders(for: url)
            let previous = FileManager.default.fileExists(atPath: url.path) ? FileManager.default.contents(atPath: url.path) : nil
            let temporary = url.deletingLastPathComponent().appending(path: AtomicFile.temporaryName(for: url.lastPathComponent))
            let permissions = AtomicFile.permissions(of: url.path)
            if let failure = AtomicFile.writeNew(Array(text.utf8), to: temporary.path, permissions: permissions) {
                throw .unwritable(path: url.path, reason: failure)
            }
            staged.append(Staged(destination: url, temporary: temporary, previous: previous))
        } catch {
            rollBack(renamed: 0)
            throw error
        }
    }

    /// Notes that the file at `url` is to be removed on commit, and `folders` (innermost
    /// first) with it when they are left empty.
    mutating func stageRemoval(at url: URL, pruning folders: [URL] = []) {
        let aside = url.deletingLastPathComponent().appending(path: AtomicFile.temporaryName(for: url.lastPathComponent))
        removals.append(Removal(file: url, aside: aside))
        foldersToPrune += folders.filter { !foldersToPrune.contains($0) }
    }

    /// Moves the files to remove aside, renames every staged file over its destination,
    /// then deletes what was moved aside and prunes the folders left empty.
    ///
    /// - Throws: ``ProjectError/unwritable(path:reason:)`` after restoring every file.
    mutating func commit() throws(ProjectError) {
        for (index, removal) in removals.enumerated() {
            if let failure = AtomicFile.renameOver(removal.file.path, removal.aside.path) {
                rollBack(renamed: 0, movedAside: index)
                throw .unwritable(path: removal.file.path, reason: failure)
            }
        }
        for (index, file) in staged.enumerated() {
            if let failure = AtomicFile.renameOver(file.temporary.path, file.destination.path) {
                rollBack(renamed: index, movedAside: removals.count)
                throw .unwritable(path: file.destination.path, reason: failure)
            }
        }
        for removal in removals {
            _ = AtomicFile.remove(removal.aside.path)
        }
        for folder in foldersToPrune {
            AtomicFile.removeFolderIfEmpty(folder.path)
        }
        self = FileTransaction(root: root)
    }

    /// Restores the first `renamed` destinations and the first `movedAside` removed files,
    /// removes the other temporary files, then the folders created (innermost first, each
    /// only when empty).
    private mutating func rollBack(renamed: Int, movedAside: Int = 0) {
        for removal in removals.prefix(movedAside).reversed() {
            _ = AtomicFile.renameOver(removal.aside.path, removal.file.path)
        }
        for (index, file) in staged.enumerated().reversed() {
            if index < renamed {
                if let previous = file.previous {
                    _ = AtomicFile.writeNew([UInt8](previous), to: file.temporary.path)
                    _ = AtomicFile.renameOver(file.temporary.path, file.destination.path)
                } else {
                    _ = AtomicFile.remove(file.destination.path)
                }
            } else {
                _ = AtomicFile.remove(file.temporary.path)
            }
        }
        for folder in createdFolders.reversed() {
            AtomicFile.removeFolderIfEmpty(folder.path)
        }
        self = FileTransaction(root: root)
    }

    private mutating func createFolders(for url: URL) throws(ProjectError) {
        do {
            createdFolders += try AtomicFile.createFolders(for: url)
        } catch {
            throw .unwritable(path: error.path, reason: error.reason)
        }
    }

    private static func destination(of url: URL, confinedTo root: ConfinedRoot?) throws(ProjectError) -> URL {
        do {
            return try AtomicFile.destination(of: url, confinedTo: root)
        } catch {
            throw .unwritable(path: error.path, reason: error.reason)
        }
    }
}
