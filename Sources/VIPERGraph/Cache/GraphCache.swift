import Foundation
import VIPERSyntax
import VIPERToolSupport
import VIPERVocabulary

/// What `viper graph` remembers between runs: per file, its content hash, the navigation facts
/// read from it and its syntax errors, so a file whose content is unchanged is not parsed again;
/// and the reading of the last run, returned as it is when no file was added, removed or changed.
///
/// The cache is two files in the folder `viper lint` caches in, `graph-index.bin` (the records)
/// and `graph-reading.bin` (the last reading), with lint's invalidation rule: they hold while
/// the tool version, the cache format, the settings the facts depend on (role vocabulary,
/// source limits) and each file's content hash are what they were. Both are binary, in
/// `viper lint`'s cache encoding (``BinaryWriter``; the facts' encoding is in
/// NavigationFactsBinaryCoding.swift, the reading's in GraphReadingBinaryCoding.swift, and
/// `formatVersion` is bumped when either changes). The index is a header with its key and record
/// count, then each record as a length-prefixed block, so the records are encoded and decoded on
/// every core; writing it adds a few percent to a cold run, where JSON had added a fifth or more
/// (docs/benchmarks.md). The last reading also keeps each file's ``FileStamp``, so a run that
/// finds every file as it was returns it without reading one, as `viper lint` does. An
/// unreadable, corrupt, cut short, over-nested or outdated file is an empty cache, and a cache
/// that cannot be written is skipped: reading the graph never fails because of it.
struct GraphCache: Sendable {
    /// The first eight bytes of an index ("VIPERGRF" in hex digits).
    private static let magic: UInt64 = 0x5649_5045_5247_5246
    /// Bumped whenever the index layout, the fact types or their encoding change, or the
    /// collector reads the same file into other facts.
    private static let formatVersion = 27

    /// One file's record.
    struct Record: Sendable, Equatable {
        let hash: UInt64
        let facts: NavigationFacts
        let errors: [SyntaxError]
    }

    /// The first eight bytes of a last reading ("VIPERGRR" in hex digits).
    private static let readingMagic: UInt64 = 0x5649_5045_5247_5252

    /// The last reading, with what it was read from: the fingerprint of the files' contents,
    /// and, when the run found the files itself, their stamps and what loading them reported.
    struct LastReading: Sendable, Equatable {
        let fingerprint: UInt64
        let files: StampedFiles?
        let reading: GraphReading
    }

    /// The files a run found, by stamp, as of when it began: a later run that finds the same
    /// paths with the same stamps returns the last reading without reading a file.
    struct StampedFiles: Sendable, Equatable {
        /// When the run began, before it looked at any file (``FileStamp/now()``).
        let startedAt: Int64
        /// The hash of the `files` settings that found and read them (exclusions, generated code).
        let settings: UInt64
        /// The Swift files and the storyboards and property lists beside them, sorted by path.
        let paths: [String]
        /// Each path's stamp.
        let stamps: [FileStamp]
        /// The files that could not be read or were left out, as loading reported them.
        let diagnostics: [SourceDiagnostic]

        /// The hash of `settings`, as ``settings`` keeps it.
        static func hash(of settings: SourceSettings) -> UInt64 {
            ContentHash.of((try? GraphCache.encoder.encode(settings)) ?? Data())
        }

        /// Whether files found now with `settings` as `paths` with `stamps` are these files, unchanged.
        func vouch(forPaths current: [String], stamps currentStamps: [FileStamp], settings currentSettings: UInt64) -> Bool {
            currentSettings == settings && current == paths && currentStamps.count == stamps.count
                && zip(stamps, currentStamps).allSatisfy { $0.vouches(for: $1, runStartedAt: startedAt) }
        }
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
    private var readingFile: URL { folder.appendingPathComponent("graph-reading.bin") }

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
    func lastReading() -> LastReading? {
        guard let data = try? Data(contentsOf: readingFile) else { return nil }
        var reader = BinaryReader([UInt8](data)[...])
        return try? decodeLastReading(from: &reader)
    }

    private func decodeLastReading(from reader: inout BinaryReader) throws(CacheFormatError) -> LastReading? {
        guard try reader.uint64() == Self.readingMagic, try reader.string() == key else { return nil }
        let fingerprint = try reader.uint64()
        var files: StampedFiles?
        if try reader.bool() {
            let startedAt = Int64(try reader.int())
            let settings = try reader.uint64()
            let paths = try reader.strings()
            let stamps: [FileStamp] = try reader.array()
            let count = try reader.count()
            var diagnostics: [SourceDiagnostic] = []
            for _ in 0..<count {
                diagnostics.append(SourceDiagnostic(path: try reader.string(), reason: try SourceSkipReason(from: &reader)))
            }
            files = StampedFiles(startedAt: startedAt, settings: settings, paths: paths, stamps: stamps, diagnostics: diagnostics)
        }
        let reading = try GraphReading(from: &reader)
        guard reader.isAtEnd else { return nil }
        return LastReading(fingerprint: fingerprint, files: files, reading: reading)
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

    /// Keeps `last` as the last reading.
    func store(_ last: LastReading) {
        var writer = BinaryWriter()
        writer.write(Self.readingMagic)
        writer.write(key)
        writer.write(last.fingerprint)
        writer.write(last.files != nil)
        if let files = last.files {
            writer.write(Int(files.startedAt))
            writer.write(files.settings)
            writer.write(files.paths)
            writer.write(files.stamps)
            writer.write(files.diagnostics.count)
            for diagnostic in files.diagnostics {
                writer.write(diagnostic.path)
                writer.write(diagnostic.reason)
            }
        }
        writer.write(last.reading)
        write(writer.bytes, to: readingFile)
    }

    private func write(_ bytes: [UInt8], to file: URL) {
        // A link in the cache folder that leads out of it is not written through.
        try? AtomicFile.write(bytes, to: file, confinedTo: ConfinedRoot(folder))
    }
}
