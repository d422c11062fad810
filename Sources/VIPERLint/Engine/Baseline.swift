import Foundation

/// Known violations a team accepts for now, so `viper lint` can gate only new ones.
///
/// Entries are keyed by rule, type and the normalised source line, never by line number, so
/// unrelated edits above a known violation do not resurface it.
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

    /// Writes the baseline as stable, sorted JSON.
    public func write(to url: URL) throws(BaselineError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(self).write(to: url, options: .atomic)
        } catch {
            throw BaselineError(path: url.path, problem: "it cannot be written (\(error.localizedDescription))")
        }
    }

    /// Splits violations into those the baseline does not cover and the entries nothing matched.
    public func filter(_ violations: [Violation]) -> (remaining: [Violation], stale: [BaselineEntry]) {
        var available: [BaselineEntry.Key: [BaselineEntry]] = [:]
        for entry in entries { available[entry.key, default: []].append(entry) }
        var remaining: [Violation] = []
        for violation in violations {
            let key = BaselineEntry.Key(ruleID: violation.ruleID, typeName: violation.typeName, snippet: violation.snippet)
            if var matches = available[key], !matches.isEmpty {
                matches.removeLast()
                available[key] = matches
            } else {
                remaining.append(violation)
            }
        }
        return (remaining, available.values.flatMap { $0 }.sorted())
    }
}

/// One accepted violation.
public struct BaselineEntry: Codable, Sendable, Hashable, Comparable {
    /// What identifies a violation across edits.
    struct Key: Hashable {
        let ruleID: String
        let typeName: String
        let snippet: String
    }

    /// The rule id.
    public var ruleID: String
    /// The type the violation belongs to.
    public var typeName: String
    /// The normalised source line.
    public var snippet: String
    /// The file it was in when recorded (informational; not part of the match).
    public var path: String

    var key: Key { Key(ruleID: ruleID, typeName: typeName, snippet: snippet) }

    /// Entries order by file, rule, type and snippet.
    public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        (lhs.path, lhs.ruleID, lhs.typeName, lhs.snippet) < (rhs.path, rhs.ruleID, rhs.typeName, rhs.snippet)
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
