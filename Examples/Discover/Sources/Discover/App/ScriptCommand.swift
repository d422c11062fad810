import Foundation

/// One line of a `discover` script: a verb and the rest of the line.
///
/// `search sao paulo` is the verb `search` with the argument text `sao paulo`.
struct ScriptCommand: Equatable, Sendable {
    /// The first word, lower-cased.
    let verb: String
    /// Everything after the first word, trimmed.
    let argument: String

    /// Parses `line`; nil for a blank line or a `#` comment.
    init?(line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        let parts = trimmed.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        verb = parts[0].lowercased()
        argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
    }
}
