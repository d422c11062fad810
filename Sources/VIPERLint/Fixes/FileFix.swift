import Foundation
import VIPERToolSupport

/// The safe fixes for one file: its text before and after, and what was changed.
public struct FileFix: Sendable, Equatable {
    /// The file, as linted.
    public let path: String
    /// The text the fixes were computed from.
    public let original: String
    /// The text with every fix applied.
    public let fixed: String
    /// What was changed, in file order.
    public let changes: [FixChange]

    /// A unified diff from the original to the fixed text, as `--fix --dry-run` prints it.
    public var diff: String { UnifiedDiff(old: original, new: fixed, path: path).text }

    /// Writes the fixed text over the file with ``AtomicFile``, unless the file changed since it
    /// was read: then nothing is written and ``FixError/changedOnDisk(_:)`` is thrown, so no edit
    /// is lost. A file reached through a symbolic link keeps the link: the fix is written to the
    /// file it leads to when that lies inside `root`, and refused when it does not.
    public func write(confinedTo root: ConfinedRoot) throws(FixError) {
        let url = URL(fileURLWithPath: path)
        guard let current = try? String(contentsOf: url, encoding: .utf8), current == original else {
            throw FixError.changedOnDisk(path)
        }
        do {
            try AtomicFile.write(Array(fixed.utf8), to: url, confinedTo: root)
        } catch {
            throw FixError.unwritable(path, error.reason)
        }
    }
}

/// One fix applied to a file.
public struct FixChange: Sendable, Hashable {
    /// The rule whose violation the fix removes.
    public let ruleID: String
    /// The 1-based line of the violation.
    public let line: Int
    /// What the fix does, e.g. "declared 'view' weak".
    public let summary: String

    /// Creates a change record.
    public init(ruleID: String, line: Int, summary: String) {
        self.ruleID = ruleID
        self.line = line
        self.summary = summary
    }
}

/// A fix that cannot be written.
public enum FixError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file changed after it was linted; re-run `viper lint --fix`.
    case changedOnDisk(String)
    /// The file cannot be written.
    case unwritable(String, String)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .changedOnDisk(let path):
            "'\(path)' changed since it was linted; nothing was written to it, so run `viper lint --fix` again."
        case .unwritable(let path, let reason):
            "'\(path)' cannot be written (\(reason)); check its permissions and run `viper lint --fix` again."
        }
    }
}
