import Foundation

/// Per-file facts stored between runs, keyed by file content, configuration and tool version, so
/// re-linting an unchanged tree parses nothing.
struct LintCache: Sendable {
    private struct Entry: Codable, Sendable {
        var hash: UInt64
        var facts: FileFacts
    }

    private struct Stored: Codable {
        var key: String
        var entries: [String: Entry]
    }

    private let file: URL
    private let key: String
    private var entries: [String: Entry]

    /// Opens the cache in `directory` for a configuration; an unreadable or outdated cache is empty.
    init(directory: URL, configuration: LintConfiguration) {
        key = "\(ViperLintVersion.current)|\(ContentHash.of(configuration.fingerprint))"
        file = directory.appendingPathComponent("lint-facts.json")
        if let data = try? Data(contentsOf: file),
           let stored = try? JSONDecoder().decode(Stored.self, from: data), stored.key == key {
            entries = stored.entries
        } else {
            entries = [:]
        }
    }

    /// The cached facts for `path` if its content still hashes to `hash`.
    func facts(for path: String, hash: UInt64) -> FileFacts? {
        guard let entry = entries[path], entry.hash == hash else { return nil }
        return entry.facts
    }

    /// Replaces the cache with this run's files and writes it; a cache that cannot be written is
    /// skipped (linting never fails because of it).
    mutating func store(_ files: [(hash: UInt64, facts: FileFacts)]) {
        var updated: [String: Entry] = [:]
        for file in files { updated[file.facts.path] = Entry(hash: file.hash, facts: file.facts) }
        entries = updated
        guard let data = try? JSONEncoder().encode(Stored(key: key, entries: entries)) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }
}
