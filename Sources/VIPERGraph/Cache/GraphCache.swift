import Foundation
import VIPERSyntax
import VIPERToolSupport
import VIPERVocabulary

/// What `viper graph` remembers between runs: per file, its content hash, the navigation facts
/// read from it and its syntax errors, so a file whose content is unchanged is not parsed again;
/// and the reading of the last run, returned as it is when no file was added, removed or changed.
///
/// The cache is two files in the folder `viper lint` caches in, `graph-index.json` (the records)
/// and `graph-reading.json` (the last reading), with lint's invalidation rule: they hold while
/// the tool version, the cache format, the settings the facts depend on (role vocabulary,
/// source limits) and each file's content hash are what they were. Both are the types' own
/// `Codable` encoding, so a fact added to them is cached with no change here; `formatVersion` is
/// bumped when they change. An unreadable, corrupt or outdated file is an empty cache, and a
/// cache that cannot be written is skipped: reading the graph never fails because of it.
struct GraphCache: Sendable {
    /// Bumped whenever the index layout or the fact types change.
    private static let formatVersion = 3

    /// One file's record.
    struct Record: Sendable, Codable {
        let hash: UInt64
        let facts: NavigationFacts
        let errors: [SyntaxError]
    }

    /// The records file: its key, then the records by path.
    private struct Index: Codable {
        let key: String
        let records: [String: Record]
    }

    /// The last reading, with the fingerprint of the files it was read from.
    private struct LastReading: Codable {
        let key: String
        let fingerprint: UInt64
        let reading: GraphReading
    }

    private let folder: URL
    private let key: String

    /// Opens the cache in `directory` for files read with `vocabulary` within `limits`.
    init(directory: URL, vocabulary: RoleVocabulary, limits: SourceLimits) {
        let settings = (try? Self.encoder.encode(Settings(patterns: vocabulary.patterns, limits: limits))) ?? Data()
        key = "\(ToolVersion.current)|\(Self.formatVersion)|\(ContentHash.of(settings))"
        folder = directory
    }

    /// What the cached facts depend on besides the file's content.
    private struct Settings: Encodable {
        let patterns: [Role: RolePatterns]
        let limits: SourceLimits
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    private var indexFile: URL { folder.appendingPathComponent("graph-index.json") }
    private var readingFile: URL { folder.appendingPathComponent("graph-reading.json") }

    /// What identifies a set of files: their paths and content hashes, in order, and the hash of
    /// the storyboards and `Info.plist` files read beside them.
    static func fingerprint(paths: [String], hashes: [UInt64], interface: UInt64) -> UInt64 {
        ContentHash.of(zip(paths, hashes).map { "\($0)\u{0}\($1)\n" }.joined() + "interface\u{0}\(interface)")
    }

    /// The records of the last run, by path; none when the index is missing, corrupt or outdated.
    func records() -> [String: Record] {
        let index = (try? Data(contentsOf: indexFile)).flatMap { try? JSONDecoder().decode(Index.self, from: $0) }
        return index?.key == key ? index?.records ?? [:] : [:]
    }

    /// The last run's reading, when it was read from files of this fingerprint.
    func reading(matching fingerprint: UInt64) -> GraphReading? {
        let last = (try? Data(contentsOf: readingFile)).flatMap { try? JSONDecoder().decode(LastReading.self, from: $0) }
        guard let last, last.key == key, last.fingerprint == fingerprint else { return nil }
        return last.reading
    }

    /// Replaces the records with `records`, unless they are `previous`, the ones on disk.
    func store(_ records: [String: Record], previous: [String: Record]) {
        let same = records.count == previous.count && records.allSatisfy { previous[$0.key]?.hash == $0.value.hash }
        guard !same else { return }
        write(Index(key: key, records: records), to: indexFile)
    }

    /// Keeps `reading` as the reading of files of this fingerprint.
    func store(_ reading: GraphReading, fingerprint: UInt64) {
        write(LastReading(key: key, fingerprint: fingerprint, reading: reading), to: readingFile)
    }

    private func write(_ value: some Encodable, to file: URL) {
        guard let data = try? Self.encoder.encode(value) else { return }
        // A link in the cache folder that leads out of it is not written through.
        try? AtomicFile.write([UInt8](data), to: file, confinedTo: ConfinedRoot(folder))
    }
}
