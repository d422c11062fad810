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
/// bumped when they change. The index is a line of its key and record count, then a line of
/// JSON per record, so its records are encoded and decoded on every core. An unreadable,
/// corrupt or outdated file is an empty cache, and a cache that cannot be written is skipped:
/// reading the graph never fails because of it.
struct GraphCache: Sendable {
    /// Bumped whenever the index layout or the fact types change.
    private static let formatVersion = 4

    /// One file's record.
    struct Record: Sendable, Codable {
        let hash: UInt64
        let facts: NavigationFacts
        let errors: [SyntaxError]
    }

    /// One line of the records file after the first: a file's path and its record.
    private struct IndexEntry: Codable {
        let path: String
        let record: Record
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

    /// The records of the last run, by path; none when the index is missing, corrupt, cut short
    /// or outdated.
    func records() -> [String: Record] {
        guard let data = try? Data(contentsOf: indexFile) else { return [:] }
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count >= 2, lines.last?.isEmpty == true, String(decoding: lines[0], as: UTF8.self) == "\(key)\t\(lines.count - 2)"
        else { return [:] }
        let entries = ParallelWork.map(lines.count - 2) { try? JSONDecoder().decode(IndexEntry.self, from: lines[$0 + 1]) }.compactMap {
            $0
        }
        guard entries.count == lines.count - 2 else { return [:] }
        return Dictionary(entries.map { ($0.path, $0.record) }, uniquingKeysWith: { first, _ in first })
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
        let entries = records.sorted { $0.key < $1.key }
        let lines = ParallelWork.map(entries.count) { index -> Data? in
            try? Self.encoder.encode(IndexEntry(path: entries[index].key, record: entries[index].value))
        }.compactMap { $0 }
        guard lines.count == entries.count else { return }
        var bytes = Array("\(key)\t\(entries.count)\n".utf8)
        bytes.reserveCapacity(lines.reduce(bytes.count) { $0 + $1.count + 1 })
        for line in lines {
            bytes += line
            bytes.append(UInt8(ascii: "\n"))
        }
        write(bytes, to: indexFile)
    }

    /// Keeps `reading` as the reading of files of this fingerprint.
    func store(_ reading: GraphReading, fingerprint: UInt64) {
        write(LastReading(key: key, fingerprint: fingerprint, reading: reading), to: readingFile)
    }

    private func write(_ value: some Encodable, to file: URL) {
        guard let data = try? Self.encoder.encode(value) else { return }
        write([UInt8](data), to: file)
    }

    private func write(_ bytes: [UInt8], to file: URL) {
        // A link in the cache folder that leads out of it is not written through.
        try? AtomicFile.write(bytes, to: file, confinedTo: ConfinedRoot(folder))
    }
}
