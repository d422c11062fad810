import Foundation

/// Per-file facts stored between runs, keyed by file content, configuration and tool version, so
/// re-linting an unchanged tree parses nothing.
///
/// The cache is one binary file (`lint-facts.bin`) in the cache folder: a magic number, the key,
/// then each file's path, content hash and facts.
struct LintCache: Sendable {
    private static let magic: UInt64 = 0x5649_5045_524C_4E54
    /// Bumped whenever the fact types or their encoding change.
    private static let formatVersion = 4

    private let file: URL
    private let key: String
    private var entries: [String: (hash: UInt64, facts: FileFacts)]

    /// Opens the cache in `directory` for a configuration; an unreadable or outdated cache is empty.
    init(directory: URL, configuration: LintConfiguration) {
        key = "\(VIPERLintVersion.current)|\(Self.formatVersion)|\(ContentHash.of(configuration.fingerprint))"
        file = directory.appendingPathComponent("lint-facts.bin")
        let data = (try? Data(contentsOf: file)).map { [UInt8]($0) } ?? []
        entries = (try? Self.decode(data, key: key)) ?? [:]
    }

    private static func decode(_ bytes: [UInt8], key: String) throws(CacheFormatError) -> [String: (hash: UInt64, facts: FileFacts)] {
        var reader = BinaryReader(bytes)
        guard try reader.uint64() == magic, try reader.string() == key else { return [:] }
        let count = try reader.count()
        var entries: [String: (hash: UInt64, facts: FileFacts)] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let hash = try reader.uint64()
            let facts = try FileFacts(from: &reader)
            entries[facts.path] = (hash, facts)
        }
        guard reader.isAtEnd else { throw CacheFormatError(offset: bytes.count) }
        return entries
    }

    /// The cached facts for `path` if its content still hashes to `hash`.
    func facts(for path: String, hash: UInt64) -> FileFacts? {
        guard let entry = entries[path], entry.hash == hash else { return nil }
        return entry.facts
    }

    /// Replaces the cache with this run's files and writes it; a cache that cannot be written is
    /// skipped (linting never fails because of it).
    mutating func store(_ files: [(hash: UInt64, facts: FileFacts)]) {
        var writer = BinaryWriter()
        writer.write(Self.magic)
        writer.write(key)
        writer.write(files.count)
        entries = [:]
        for file in files {
            writer.write(file.hash)
            writer.write(file.facts)
            entries[file.facts.path] = file
        }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(writer.bytes).write(to: file, options: .atomic)
    }
}
