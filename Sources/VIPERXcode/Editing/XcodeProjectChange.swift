import Foundation
import VIPERGenerator

/// An edit of an Xcode project, planned and not yet written: the project file before and after,
/// what happened to each file, and the diff `--dry-run` shows.
public struct XcodeProjectChange: Sendable {
    /// The `.xcodeproj` folder.
    public let project: URL
    /// What the edit does with each file.
    public let placements: [XcodePlacement]
    /// The project file as read.
    let original: [UInt8]
    /// The project file after the edit.
    let updated: [UInt8]
    /// The byte ranges the edit changes.
    let edits: [TextEdit]

    init(project: URL, original: [UInt8], updated: [UInt8], edits: [TextEdit], placements: [XcodePlacement]) {
        self.project = project
        self.original = original
        self.updated = updated
        self.edits = edits
        self.placements = placements
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

    /// A unified diff of the project file, headed with `path`; empty when nothing changes.
    public func diff(path: String) -> String {
        EditDiff(text: original, edits: edits, path: path).lines.joined(separator: "\n")
    }

    /// Writes the project file atomically (Foundation writes a temporary file and renames it over
    /// the project file), and only when it changes.
    public func write() throws(XcodeProjectError) {
        guard !isEmpty else { return }
        let file = project.appending(path: "project.pbxproj")
        do {
            try Data(updated).write(to: file, options: .atomic)
        } catch {
            throw .unwritable(path: file.path, reason: error.localizedDescription)
        }
    }
}
