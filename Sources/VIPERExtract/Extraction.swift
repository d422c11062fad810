import SwiftSyntax
import VIPERToolSupport

/// What `viper extract` makes of one view controller: the files of the new module, where every
/// member went, and the steps left to a person.
public struct Extraction: Sendable {
    /// The module's name.
    public let module: String
    /// The view controller's name.
    public let typeName: String
    /// The files to write: the View (replacing the original file) first.
    public let files: [ExtractedFile]
    /// Where each member went, in file order.
    public let placements: [Placement]

    /// The members left in the View for a person to finish.
    public var manualSteps: [Placement] { placements.filter { $0.manualStep != nil } }

    /// Every file's unified diff against what it replaces.
    public var diff: String {
        files.map { UnifiedDiff(old: $0.existing, new: $0.contents, path: $0.path).text }.joined()
    }

    /// The placement table: member → role → why, then the manual steps.
    public var table: String {
        let width = min(48, placements.map(\.member.count).max() ?? 0)
        var lines = ["\(pad("Member", width))  \(pad("Role", 10))  Why"]
        for placement in placements {
            let member = placement.member.count > width ? String(placement.member.prefix(width - 1)) + "…" : placement.member
            lines.append(
                "\(pad(member, width))  \(pad(placement.role.word + (placement.manualStep == nil ? "" : "*"), 10))  \(placement.reason)")
        }
        if !manualSteps.isEmpty {
            lines.append("")
            lines.append("Manual steps (* above, left in the View):")
            lines += manualSteps.map { "  line \($0.line): \($0.member): \($0.manualStep!)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

extension Extraction: Encodable {
    private enum CodingKeys: String, CodingKey { case module, typeName, files, placements, manualSteps }

    /// The report `--json` prints: module, type, files, placements and the count of manual steps.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(module, forKey: .module)
        try container.encode(typeName, forKey: .typeName)
        try container.encode(files.map(\.path), forKey: .files)
        try container.encode(placements, forKey: .placements)
        try container.encode(manualSteps.count, forKey: .manualSteps)
    }
}
