import Foundation
import VIPERGenerator
import VIPERToolSupport

/// An edit of an Xcode project, planned and not yet written: the project file before and after,
/// what happened to each file, and the diff `--dry-run` shows.
public struct XcodeProjectChange: Sendable {
    /// The `.xcodeproj` folder.
    public let project: URL
    /// What the edit does with each file.
    public let placements: [XcodePlacement]
    /// What the targets lacked of VIPERKit and what became of it, when the edit checked.
    public let link: RuntimeLink?
    /// The project file as read.
    let original: [UInt8]
    /// The project file after the edit.
    let updated: [UInt8]

    init(project: URL, original: [UInt8], updated: [UInt8], placements: [XcodePlacement], link: RuntimeLink? = nil) {
        self.project = project
        self.original = original
        self.updated = updated
        self.placements = placements
        self.link = link
    }

    /// Whether the project file stays as it is.
    public var isEmpty: Bool { original == updated }

    /// The project file's text after the edit.
    public var updatedText: String { String(decoding: updated, as: UTF8.self) }

    /// The project file to write, as a generated file with an absolute path, so that it can be
    /// written in the same transaction as the module's files; `nil` when it does not change.
    public var projectFile: GeneratedFile? {
        isEmpty ? nil : GeneratedFile(path: project.appending(path: "project.pbxproj").path, contents: updatedText)
    }

    /// What the edit does, in sentences for the console: the files added per target with their
    /// groups, the files synchronized folders take in without an edit, and those already there.
    /// (What the link to VIPERKit did is ``link``'s ``RuntimeLink/summary(planned:)``.)
    ///
    /// - Parameter planned: whether the edit is only shown (`--dry-run`): "Would add" for "Added".
    public func summary(planned: Bool) -> [String] {
        let name = project.lastPathComponent
        let add = planned ? "Would add" : "Added"
        var added: [(target: String, group: String)] = [], groupOnly: [String] = []
        var synchronized: [(folder: String, target: String?)] = []
        var present = 0, removed = 0, absent = 0
        for placement in placements {
            switch placement.outcome {
            case .added(let group): added.append((placement.target ?? "", group))
            case .addedToGroupOnly(let group): groupOnly.append(group)
            case .synchronized(let folder): synchronized.append((folder, placement.target))
            case .alreadyPresent: present += 1
            case .removed: removed += 1
            case .notInProject: absent += 1
            }
        }
        var lines: [String] = []
        for target in Self.distinct(added.map(\.target)) {
            let groups = Self.distinct(added.filter { $0.target == target }.map(\.group))
            let count = added.filter { $0.target == target }.count
            lines.append(
                "\(add) \(Self.files(count)) to \(name), target '\(target)', in group\(groups.count == 1 ? "" : "s") \(groups.joined(separator: ", "))."
            )
        }
        for group in Self.distinct(groupOnly) {
            lines.append("\(add) \(Self.files(groupOnly.filter { $0 == group }.count)) to \(name) in group \(group), in no build phase.")
        }
        for folder in Self.distinct(synchronized.map(\.folder)) {
            let files = synchronized.filter { $0.folder == folder }
            let target = files.first?.target.map { " for target '\($0)'" } ?? ""
            lines.append(
                "\(Self.files(files.count)) in the synchronized folder \(folder): Xcode builds \(files.count == 1 ? "it" : "them")\(target) without a project edit."
            )
        }
        if present > 0 { lines.append("\(Self.files(present)) already in \(name) and \(present == 1 ? "its target" : "their targets").") }
        if removed > 0 { lines.append("\(planned ? "Would remove" : "Removed") \(Self.files(removed)) from \(name).") }
        if absent > 0 { lines.append("\(Self.files(absent)) not listed by \(name).") }
        if isEmpty { lines.append("\(name) \(planned ? "would be" : "is") left as it was.") }
        return lines
    }

    /// `values` without repeats, in the order they first appear.
    private static func distinct(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }

    private static func files(_ count: Int) -> String {
        count == 1 ? "1 file" : "\(count) files"
    }

    /// A unified diff of the project file, headed with `path`; empty when nothing changes.
    public func diff(path: String) -> String {
        UnifiedDiff(old: String(decoding: original, as: UTF8.self), new: updatedText, path: path).lines.joined(separator: "\n")
    }

    /// Writes the project file with ``AtomicFile``, and only when it changes; a project file
    /// that is a symbolic link is written through only when it leads inside the project folder.
    public func write() throws(XcodeProjectError) {
        guard !isEmpty else { return }
        let file = project.appending(path: "project.pbxproj")
        do {
            try AtomicFile.write(updated, to: file, confinedTo: ConfinedRoot(project.deletingLastPathComponent()))
        } catch {
            throw .unwritable(path: file.path, reason: error.reason)
        }
    }
}
