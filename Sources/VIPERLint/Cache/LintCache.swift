import Foundation
import VIPERSyntax
import VIPERToolSupport
import VIPERVocabulary

/// What is remembered between runs, per file: its size, modification time and content hash,
/// then either its facts and the findings last reported for it, or why it was not linted.
///
/// The cache is one index file (`lint-index.bin`) in the cache folder, keyed by tool version
/// and configuration. A file whose size and modification time match its record is not even
/// read; one whose metadata changed is read and hashed, and parsed only when its content did.
/// Records are decoded lazily: paths and metadata when the index loads, what a file contributes
/// to the project view when the rules must run again, its facts only when they run on it,
/// findings only when they are reported. After the records comes the project view the last run
/// worked with, read back when every file still contributes what it did.
struct LintCache: Sendable {
    private static let magic: UInt64 = 0x5649_5045_524C_4E54
    /// Bumped whenever the index layout, the fact types or their encoding change, or a rule
    /// reports other findings on the same facts (the findings are kept).
    private static let formatVersion = 19

    /// One file's record as loaded: metadata now, the rest decoded on demand.
    struct Record: Sendable {
        let size: Int
        let modificationTime: Int64
        let hash: UInt64
        let state: State
        /// Where the whole record sits in the index: a record that stays as it is is copied
        /// from there into the next index.
        let encoded: Range<Int>

        /// Whether the file was linted (not skipped, not generated).
        var isLinted: Bool {
            if case .linted = state { true } else { false }
        }

        enum State: Sendable {
            /// Linted: the byte ranges of its encoded facts, project contribution and findings
            /// in the index.
            case linted(facts: Range<Int>, contribution: Range<Int>, findings: Range<Int>)
            /// Not linted, with the reason.
            case skipped(SourceSkipReason)
            /// Not linted: generated code.
            case generated
        }
    }

    /// One file's record to write.
    struct Entry: Sendable {
        let path: String
        let size: Int
        let modificationTime: Int64
        let hash: UInt64
        let state: State

        enum State: Sendable {
            /// Linted: its encoded facts and project contribution (see `FileFacts.write(to:)`
            /// and `ProjectContribution.write(to:)`), and its findings.
            case linted(facts: ArraySlice<UInt8>, contribution: ArraySlice<UInt8>, findings: FileFindings)
            case skipped(SourceSkipReason)
            case generated
        }
    }

    private let file: URL
    private let key: String
    /// When the run that wrote the index started, in nanoseconds since 1970.
    private let writtenAt: Int64
    private let bytes: [UInt8]
    private let records: [String: Record]
    /// Where the encoded project view sits in the index; empty when there is none.
    private let projectViewRange: Range<Int>

    /// Opens the cache in `directory` for a configuration; an unreadable, corrupt or outdated
    /// index is an empty cache.
    init(directory: URL, configuration: LintConfiguration) {
        key = "\(VIPERLintVersion.current)|\(Self.formatVersion)|\(ContentHash.of(configuration.fingerprint))"
        file = directory.appendingPathComponent("lint-index.bin")
        let loaded = (try? Data(contentsOf: file)).map { [UInt8]($0) } ?? []
        if let (writtenAt, records, projectView) = try? Self.decode(loaded, key: key) {
            bytes = loaded
            self.writtenAt = writtenAt
            self.records = records
            projectViewRange = projectView
        } else {
            bytes = []
            writtenAt = 0
            records = [:]
            projectViewRange = 0..<0
        }
    }

    /// How many files the index holds.
    var count: Int { records.count }

    /// How many of them were linted (not skipped, not generated).
    var lintedCount: Int { records.values.count(where: \.isLinted) }

    /// The record of `path`, if any.
    func record(for path: String) -> Record? { records[path] }

    /// Whether `record` still describes a file of this size and modification time without
    /// reading it: the metadata match and the file was not modified just before that run.
    func isCurrent(_ record: Record, size: Int, modificationTime: Int64) -> Bool {
        FileStamp(size: record.size, modificationTime: record.modificationTime)
            .vouches(for: FileStamp(size: size, modificationTime: modificationTime), runStartedAt: writtenAt)
    }

    /// The encoded facts and project contribution of a linted record.
    func encoded(_ record: Record) -> (facts: ArraySlice<UInt8>, contribution: ArraySlice<UInt8>)? {
        guard case .linted(let facts, let contribution, _) = record.state else { return nil }
        return (bytes[facts], bytes[contribution])
    }

    /// The decoded facts of a linted record; nil when the bytes do not decode.
    func facts(of record: Record) -> FileFacts? {
        guard let encoded = encoded(record) else { return nil }
        var reader = BinaryReader(encoded.facts)
        return try? FileFacts(from: &reader)
    }

    /// What a linted record of the file at `path` contributes to the project view; nil when the
    /// bytes do not decode.
    func contribution(of record: Record, path: String) -> ProjectContribution? {
        guard let encoded = encoded(record) else { return nil }
        var reader = BinaryReader(encoded.contribution)
        return try? ProjectContribution(from: &reader, path: path)
    }

    /// The findings last reported for a linted record of the file at `path`.
    func findings(of record: Record, path: String) -> FileFindings? {
        guard case .linted(_, _, let range) = record.state else { return nil }
        var reader = BinaryReader(bytes[range])
        return try? FileFindings(from: &reader, path: path)
    }

    /// The project view the last run worked with, as the index holds it; nil when there is none.
    var encodedProjectView: ArraySlice<UInt8>? {
        projectViewRange.isEmpty ? nil : bytes[projectViewRange]
    }

    /// The project view the last run worked with; nil when there is none or it does not decode.
    func projectView(resolver: RoleVocabulary) -> ProjectFacts? {
        guard let encoded = encodedProjectView else { return nil }
        var reader = BinaryReader(encoded)
        guard let view = try? ProjectFacts(from: &reader, resolver: resolver), reader.isAtEnd else { return nil }
        return view
    }

    // MARK: Reading the index

    private static func decode(_ bytes: [UInt8], key: String) throws(CacheFormatError)
        -> (writtenAt: Int64, records: [String: Record], projectView: Range<Int>)
    {
        var reader = BinaryReader(bytes[...])
        guard try reader.uint64() == magic, try reader.string() == key else { throw CacheFormatError(offset: 0) }
        let writtenAt = Int64(try reader.int())
        let count = try reader.count()
        var records: [String: Record] = [:]
        records.reserveCapacity(count)
        for _ in 0..<count {
            let start = reader.offset
            let path = try reader.string()
            let size = try reader.int()
            let modificationTime = Int64(try reader.int())
            let hash = try reader.uint64()
            let state: Record.State
            switch try reader.int() {
            case 0:
                let facts = try reader.skipBlock()
                let contribution = try reader.skipBlock()
                let findings = try reader.skipBlock()
                state = .linted(facts: facts, contribution: contribution, findings: findings)
            case 1: state = .skipped(try SourceSkipReason(from: &reader))
            case 2: state = .generated
            default: throw CacheFormatError(offset: reader.offset)
            }
            records[path] = Record(
                size: size, modificationTime: modificationTime, hash: hash, state: state,
                encoded: start..<reader.offset)
        }
        let projectView = try reader.skipBlock()
        guard reader.isAtEnd else { throw CacheFormatError(offset: reader.offset) }
        return (writtenAt, records, projectView)
    }

    // MARK: Writing the index

    /// Records encoded as the index holds them, in order: a run encodes its records on every
    /// core, a share of them in each, and the index is these shares one after another.
    struct EncodedEntries: Sendable {
        fileprivate var writer = BinaryWriter()
        fileprivate var count = 0

        init() {}

        /// Appends `entry`'s record.
        mutating func append(_ entry: Entry) {
            count += 1
            writer.write(entry.path)
            writer.write(entry.size)
            writer.write(Int(entry.modificationTime))
            writer.write(entry.hash)
            switch entry.state {
            case .linted(let facts, let contribution, let findings):
                writer.write(0)
                writer.writeBlock { $0.append(facts) }
                writer.writeBlock { $0.append(contribution) }
                writer.writeBlock { findings.write(to: &$0) }
            case .skipped(let reason):
                writer.write(1)
                reason.write(to: &writer)
            case .generated:
                writer.write(2)
            }
        }

        /// Appends `record` of `cache` as it is, byte for byte: for a file whose metadata,
        /// content and findings are all unchanged, what encoding its entry would write.
        mutating func append(unchanged record: Record, of cache: LintCache) {
            count += 1
            writer.append(cache.bytes[record.encoded])
        }
    }

    /// Replaces the index with the records in `shares` and the encoded project view the run
    /// worked with (nil for none), recorded as of `startedAt` (when the run began reading
    /// files); a cache that cannot be written is skipped (linting never fails because of it).
    func store(_ shares: [EncodedEntries], projectView: ArraySlice<UInt8>?, startedAt: Int64) {
        var writer = BinaryWriter()
        writer.reserveCapacity(shares.reduce(4096 + (projectView?.count ?? 0)) { $0 + $1.writer.bytes.count })
        writer.write(Self.magic)
        writer.write(key)
        writer.write(Int(startedAt))
        writer.write(shares.reduce(0) { $0 + $1.count })
        for share in shares { writer.append(share.writer.bytes[...]) }
        writer.writeBlock { if let projectView { $0.append(projectView) } }
        // The index is written from the writer's buffer itself, not from a copy of it; a link
        // in the cache folder that leads out of it is not written through.
        try? AtomicFile.write(writer.bytes, to: file, confinedTo: ConfinedRoot(file.deletingLastPathComponent()))
    }
}
