import Foundation
import VIPERToolSupport

/// Known violations a team accepts for now, so `viper lint` can gate only new ones.
///
/// Entries are keyed by rule, type and the code of the violation's line — comments removed,
/// whitespace collapsed — never by line number, so unrelated edits above a known violation,
/// or an edited comment on its line, do not resurface it.
public struct Baseline: Codable, Sendable, Equatable {
    /// The file format version.
    public var version: Int
    /// The accepted violations.
    public var entries: [BaselineEntry]

    /// A baseline accepting exactly `violations`.
    public init(violations: [Violation]) {
        version = 1
        entries = violations.map {
            BaselineEntry(ruleID: $0.ruleID, typeName: $0.typeName, snippet: $0.snippet, path: $0.path)
        }.sorted()
    }

    /// Reads a baseline written by `--write-baseline`.
    public static func load(contentsOf url: URL) throws(BaselineError) -> Baseline {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw BaselineError(path: url.path, problem: "it cannot be read (\(error.localizedDescription))")
        }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw BaselineError(path: url.path, problem: "it is not a baseline file (\(error))")
        }
    }

    /// Writes the baseline as stable, sorted JSON, with ``AtomicFile`` (a symbolic link is
    /// written through only when it leads inside `root`).
    public func write(to url: URL, confinedTo root: ConfinedRoot) throws(BaselineError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(self)
        } catch {
            throw BaselineError(path: url.path, problem: "it cannot be written (\(error.localizedDescription))")
        }
        do {
            try AtomicFile.write([UInt8](data), to: url, confinedTo: root)
        } catch {
            throw BaselineError(path: url.path, problem: "it cannot be written (\(error.reason))")
        }
    }

    /// Splits a report's violations into those the baseline does not cover, and the entries
    /// nothing matched, each with why it no longer matches.
    func filter(_ report: LintReport) -> (remaining: [Violation], stale: [StaleBaselineEntry]) {
        var available: [BaselineEntry.Key: [BaselineEntry]] = [:]
        for entry in entries { available[entry.key, default: []].append(entry) }
        var remaining: [Violation] = []
        for violation in report.violations {
            let key = BaselineEntry.Key(violation)
            if var matches = available[key], !matches.isEmpty {
                matches.removeLast()
                available[key] = matches
            } else {
                remaining.append(violation)
            }
        }
        var suppressed: [BaselineEntry.Key: Int] = [:]
        for violation in report.suppressedViolations { suppressed[BaselineEntry.Key(violation), default: 0] += 1 }
        /// Unmatched violations by rule and type: what an edited entry's code became.
        var edited: [String: [Violation]] = [:]
        for violation in remaining { edited["\(violation.ruleID)|\(violation.typeName)", default: []].append(violation) }

        var stale: [StaleBaselineEntry] = []
        for entry in available.values.flatMap({ $0 }).sorted() {
            let reason: StaleBaselineEntry.Reason
            let key = entry.key
            if let count = suppressed[key], count > 0 {
                suppressed[key] = count - 1
                reason = .suppressed
            } else if var candidates = edited["\(entry.ruleID)|\(entry.typeName)"], !candidates.isEmpty {
                let now = candidates.removeFirst()
                edited["\(entry.ruleID)|\(entry.typeName)"] = candidates
                reason = .edited(now: now.snippet, path: now.path, line: now.line)
            } else if !report.checkedRuleIDs.contains(entry.ruleID) {
                reason = .ruleOff
            } else if !report.lintedPaths.contains(entry.path) {
                reason = .fileNotLinted
            } else {
                reason = .fixed
            }
            stale.append(StaleBaselineEntry(entry: entry, reason: reason))
        }
        return (remaining, stale)
    }

    /// The key of a source line: its code with `//` and `/* */` comments removed and whitespace
    /// collapsed, so editing a comment never changes what a violation is matched by.
    ///
    /// Every finding's line is keyed, so the line is read as UTF-8 bytes: the characters that
    /// matter (quotes, backslash, slash, star, spaces) are ASCII, and no byte of a multi-byte
    /// character is ASCII.
    public static func key(ofSourceLine line: Substring) -> String {
        let (quote, backslash, slash, star) = (UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "*"))
        let bytes = Array(line.utf8)
        var code: [UInt8] = []
        code.reserveCapacity(bytes.count)
        var inString = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            if inString {
                if byte == backslash, let next {
                    code += [byte, next]
                    index += 2
                    continue
                }
                if byte == quote { inString = false }
            } else if byte == quote {
                inString = true
            } else if byte == slash, next == slash {
                break
            } else if byte == slash, next == star {
                // The comment's end is searched from its star, as `/*/` closes itself.
                guard let end = (index + 1..<bytes.count - 1).first(where: { bytes[$0] == star && bytes[$0 + 1] == slash }) else { break }
                code.append(UInt8(ascii: " "))
                index = end + 2
                continue
            }
            code.append(byte)
            index += 1
        }
        let words = code.split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
        return String(decoding: Array(words.joined(separator: [UInt8(ascii: " ")])), as: UTF8.self)
    }
}

/// One accepted violation.
public struct BaselineEntry: Codable, Sendable, Hashable, Comparable {
    /// What identifies a violation across edits: rule, type and the code of its line.
    struct Key: Hashable {
        let ruleID: String
        let typeName: String
        let code: String

        init(ruleID: String, typeName: String, snippet: String) {
            self.ruleID = ruleID
            self.typeName = typeName
            // Baselines written before comments were left out of the key still match.
            code = Baseline.key(ofSourceLine: snippet[...])
        }

        init(_ violation: Violation) {
            self.init(ruleID: violation.ruleID, typeName: violation.typeName, snippet: violation.snippet)
        }
    }

    /// The rule id.
    public var ruleID: String
    /// The type the violation belongs to.
    public var typeName: String
    /// The code of the violation's line (comments left out, whitespace collapsed).
    public var snippet: String
    /// The file it was in when recorded (informational; not part of the match).
    public var path: String

    var key: Key { Key(ruleID: ruleID, typeName: typeName, snippet: snippet) }

    /// Entries order by file, rule, type and snippet.
    public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        (lhs.path, lhs.ruleID, lhs.typeName, lhs.snippet) < (rhs.path, rhs.ruleID, rhs.typeName, rhs.snippet)
    }
}

/// A baseline entry that matched no violation, and why.
public struct StaleBaselineEntry: Sendable, Hashable, CustomStringConvertible {
    /// Why an entry no longer matches.
    public enum Reason: Sendable, Hashable {
        /// No such violation remains: the code was fixed or removed.
        case fixed
        /// The violation is still there but an inline `// viper:disable…` comment silences it.
        case suppressed
        /// The type still has a violation of the rule, on a line whose code changed: `now` is
        /// that code, reported again as a new violation at `path:line`.
        case edited(now: String, path: String, line: Int)
        /// The rule does not run (turned off in `viper.json`).
        case ruleOff
        /// The entry's file was not linted in this run (moved, deleted, excluded or not given).
        case fileNotLinted
    }

    /// The entry.
    public let entry: BaselineEntry
    /// Why it is stale.
    public let reason: Reason

    /// Creates a stale entry.
    public init(entry: BaselineEntry, reason: Reason) {
        self.entry = entry
        self.reason = reason
    }

    /// `path: [rule] Type: code — why, and what to do`.
    public var description: String {
        let what = "\(entry.path): [\(entry.ruleID)] \(entry.typeName.isEmpty ? "" : "\(entry.typeName): ")\(entry.snippet)"
        switch reason {
        case .fixed:
            return "\(what) — fixed: no such violation remains; remove the entry"
        case .suppressed:
            return "\(what) — now suppressed inline by a // viper:disable comment; remove the entry"
        case .edited(let now, let path, let line):
            return "\(what) — the code was edited and now reads '\(now)' (\(path):\(line), reported again); "
                + "fix it, or re-record the baseline if it is still accepted"
        case .ruleOff:
            return "\(what) — the rule is off in viper.json; remove the entry"
        case .fileNotLinted:
            return "\(what) — its file was not linted in this run (moved, deleted or excluded); "
                + "lint it, or remove the entry"
        }
    }
}

/// A baseline file that cannot be read or written.
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The baseline file.
    public let path: String
    /// What went wrong.
    public let problem: String

    /// `baseline <path>: <problem>; ...`
    public var description: String {
        "baseline \(path): \(problem); expected a file written by `viper lint --write-baseline`, so regenerate it."
    }
}
