import Foundation
import VIPERSyntax
import VIPERToolSupport
import VIPERVocabulary

/// What `viper graph` remembers between runs, per file: its content hash, the navigation facts
/// read from it and its syntax errors, so a file whose content is unchanged is not parsed again.
///
/// The cache is one index file (`graph-index.json`) in the folder `viper lint` caches in, with
/// lint's invalidation rule: a record holds while the tool version, the cache format, the
/// settings the facts depend on (role vocabulary, source limits) and the file's content hash
/// are what they were. Records are the fact types' own `Codable` encoding, so a fact added to
/// them is cached with no change here; `formatVersion` is bumped when they change. An
/// unreadable, corrupt or outdated index is an empty cache, and a cache that cannot be written
/// is skipped: reading the graph never fails because of it.
struct GraphCache: Sendable {
    /// Bumped whenever the index layout or the fact types change.
    private static let formatVersion = 1

    /// One file's record.
    struct Record: Sendable, Codable {
        let hash: UInt64
        let facts: NavigationFacts
        let errors: [SyntaxError]
    }

    /// The whole index: its key, then the records by path.
    private struct Index: Codable {
        let key: String
        let records: [String: Record]
    }

    private let file: URL
    private let key: String
    private let records: [String: Record]

    /// Opens the cache in `directory` for files read with `vocabulary` within `limits`.
    init(directory: URL, vocabulary: RoleVocabulary, limits: SourceLimits) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let settings = (try? encoder.encode(Settings(patterns: vocabulary.patterns, limits: limits))) ?? Data()
        key = "\(ToolVersion.current)|\(Self.formatVersion)|\(ContentHash.of(settings))"
        file = directory.appendingPathComponent("graph-index.json")
        let index = (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode(Index.self, from: $0) }
        records = index?.key == key ? index?.records ?? [:] : [:]
    }

    /// What the cached facts depend on besides the file's content.
    private struct Settings: Encodable {
        let patterns: [Role: RolePatterns]
        let limits: SourceLimits
    }

    /// The record of `path` when it was made from content of this hash.
    func record(for path: String, hash: UInt64) -> Record? {
        guard let record = records[path], record.hash == hash else { return nil }
        return record
    }

    /// Whether an index of exactly `records` would differ from the one on disk.
    func differs(from records: [String: Record]) -> Bool {
        records.count != self.records.count || records.contains { self.records[$0.key]?.hash != $0.value.hash }
    }

    /// Replaces the index with `records`, unless it already holds them.
    func store(_ records: [String: Record]) {
        guard differs(from: records) else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(Index(key: key, records: records)) else { return }
        // A link in the cache folder that leads out of it is not written through.
        try? AtomicFile.write([UInt8](data), to: file, confinedTo: ConfinedRoot(file.deletingLastPathComponent()))
    }
}
