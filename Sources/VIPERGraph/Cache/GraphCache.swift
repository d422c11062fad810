import Foundation
import VIPERSyntax
import VIPERToolSupport
import VIPERVocabulary

/// What `viper graph` remembers between runs: per file, its content hash, the navigation facts
/// read from it and its syntax errors, so a file whose content is unchanged is not parsed again;
/// and the reading of the last run, returned as it is when no file was added, removed or changed.
///
/// The cache is two files in the folder `viper lint` caches in, `graph-index.bin` (the records)
/// and `graph-reading.json` (the last reading), with lint's invalidation rule: they hold while
/// the tool version, the cache format, the settings the facts depend on (role vocabulary,
/// source limits) and each file's content hash are what they were. The index is binary, in
/// `viper lint`'s cache encoding (``BinaryWriter``; the facts' encoding is in
/// NavigationFactsBinaryCoding.swift, and `formatVersion` is bumped when it changes): a header
/// with its key and record count, then each record as a length-prefixed block, so the records
/// are encoded and decoded on every core; writing it adds a few percent to a cold run, where
/// JSON had added a fifth or more (docs/benchmarks.md). The last reading is its types'
/// `Codable` JSON, written once. An unreadable, corrupt, cut short, over-nested or outdated
/// file is an empty cache, and a cache that cannot be written is skipped: reading the graph
/// never fails because of it.
struct GraphCache: Sendable {
    /// The first eight bytes of an index ("VIPERGRF" in hex digits).
    private static let magic: UInt64 = 0x5649_5045_5247_5246
    /// Bumped whenever the index layout, the fact types or their encoding change, or the
    /// collector reads the same file into other facts.
    private static let formatVersion = 11

    /// One file's record.
    struct Record: Sendable, Equatable {
        let hash: UInt64
        let facts: NavigationFacts
        let errors: [SyntaxError]
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

    private var indexFile: URL { folder.appendingPathComponent("graph-index.bin") }
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
        let bytes = [UInt8](data)
        guard let blocks = try? recordBlocks(in: bytes) else { return [:] }
        let entries = ParallelWork.map(blocks.count) { index -> (path: String, record: Record)? in
            var reader = BinaryReader(bytes[blocks[index]])
            guard let entry = try? Self.readEntry(from: &reader), reader.isAtEnd else { return nil }
            return entry
        }.compactMap { $0 }
        guard entries.count == blocks.count else { return [:] }
        return Dictionary(entries.map { ($0.path, $0.record) }, uniquingKeysWith: { first, _ in first })
    }

    /// Where each record of an index sits, after checking its header and that nothing follows
    /// the last record.
    private func recordBlocks(in bytes: [UInt8]) throws(CacheFormatError) -> [Range<Int>] {
        var reader = BinaryReader(bytes[...])
        guard try reader.uint64() == Self.magic, try reader.string() == key else { throw CacheFormatError(offset: 0) }
        let count = try reader.count()
        var blocks: [Range<Int>] = []
        blocks.reserveCapacity(count)
        for _ in 0..<count { blocks.append(try reader.skipBlock()) }
        guard reader.isAtEnd else { throw CacheFormatError(offset: reader.offset) }
        return blocks
    }

    private static func readEntry(from reader: inout BinaryReader) throws(CacheFormatError) -> (path: String, record: Record) {
        let path = try reader.string()
        let record = Record(hash: try reader.uint64(), facts: try NavigationFacts(from: &reader), errors: try reader.array())
        return (path, record)
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
        let blocks = ParallelWork.map(entries.count) { index -> [UInt8] in
            var writer = BinaryWriter()
            writer.writeBlock { writer in
                writer.write(entries[index].key)
                writer.write(entries[index].value.hash)
                writer.write(entries[index].value.facts)
                writer.write(entries[index].value.errors)
            }
            return writer.bytes
        }
        var writer = BinaryWriter()
        writer.reserveCapacity(blocks.reduce(64 + key.utf8.count) { $0 + $1.count })
        writer.write(Self.magic)
        writer.write(key)
        writer.write(entries.count)
        for block in blocks { writer.append(block[...]) }
        write(writer.bytes, to: indexFile)
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
