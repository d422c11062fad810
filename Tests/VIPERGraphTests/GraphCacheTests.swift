import Foundation
import Testing
import VIPERSyntax
import VIPERVocabulary

@testable import VIPERGraph

@Suite("Graph cache")
struct GraphCacheTests {
    /// A fresh cache folder, removed after `body`.
    private func withCacheFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "viper-graph-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    private func index(in folder: URL) -> URL { folder.appending(path: "graph-index.bin") }
    private func lastReading(in folder: URL) -> URL { folder.appending(path: "graph-reading.bin") }

    /// Renames the Favorites module to Bookmarks in a cache file behind the cache's back: a name
    /// of the same length, so the binary index stays well formed.
    private func tamper(_ file: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: file))
        let (old, new) = (Array("Favorites".utf8), Array("Bookmarks".utf8))
        var tampered = bytes
        var index = 0
        while index + old.count <= tampered.count {
            if tampered[index..<(index + old.count)].elementsEqual(old) {
                tampered.replaceSubrange(index..<(index + old.count), with: new)
                index += old.count
            } else {
                index += 1
            }
        }
        #expect(tampered != bytes)
        try Data(tampered).write(to: file)
    }

    /// The Discover fixture with one file that does not parse, so syntax errors are cached too.
    private func sources() throws -> [LoadedSource] {
        try discoverSources() + [LoadedSource(path: "Broken.swift", text: "final class BrokenPresenter {\n    func load( {\n")]
    }

    @Test("a warm run gives byte for byte what a cold run gives, and what no cache gives")
    func warmEqualsCold() throws {
        try withCacheFolder { folder in
            let uncached = GraphReader.read(try sources())
            let cold = GraphReader.read(try sources(), cacheDirectory: folder)
            #expect(FileManager.default.fileExists(atPath: index(in: folder).path))
            let warm = GraphReader.read(try sources(), cacheDirectory: folder)
            #expect(cold == uncached)
            #expect(warm == cold)
            #expect(!warm.syntaxErrors.isEmpty)
            for format in [GraphFormat.json, .mermaid, .dot] {
                #expect(Array(format.render(warm.graph).utf8) == Array(format.render(cold.graph).utf8))
            }
        }
    }

    @Test("a warm run takes an unchanged file's facts from the cache instead of parsing it")
    func unchangedFileIsNotParsed() throws {
        try withCacheFolder { folder in
            var files = try sources()
            _ = GraphReader.read(files, cacheDirectory: folder)
            // The facts the cache holds are changed behind its back: only a run that reads them
            // rather than parsing the unchanged files sees the change. A file added makes the
            // run read the records rather than return the last reading.
            try tamper(index(in: folder))
            files.append(LoadedSource(path: "Added.swift", text: "struct Added {}\n"))
            let warm = GraphReader.read(files, cacheDirectory: folder)
            #expect(warm.graph.modules.contains("Bookmarks"))
            #expect(!warm.graph.modules.contains("Favorites"))
        }
    }

    @Test("a warm run with no file added, removed or changed returns the last reading as it is")
    func unchangedTreeReturnsLastReading() throws {
        try withCacheFolder { folder in
            _ = GraphReader.read(try sources(), cacheDirectory: folder)
            try tamper(lastReading(in: folder))
            let warm = GraphReader.read(try sources(), cacheDirectory: folder)
            #expect(warm.graph.modules.contains("Bookmarks"))
            let removed = GraphReader.read(Array(try sources().dropLast()), cacheDirectory: folder)
            #expect(!removed.graph.modules.contains("Bookmarks"))
        }
    }

    @Test("an edited file is read again")
    func editedFileIsReread() throws {
        try withCacheFolder { folder in
            var files = try sources() + [LoadedSource(path: "Bookmarks.swift", text: "final class BookmarksPresenter {}\n")]
            let cold = GraphReader.read(files, cacheDirectory: folder)
            #expect(!cold.graph.modules.contains("Bookmarks"))
            files[files.count - 1] = LoadedSource(
                path: "Bookmarks.swift", text: "final class BookmarksPresenter {}\nfinal class BookmarksRouter {}\n")
            let warm = GraphReader.read(files, cacheDirectory: folder)
            #expect(warm.graph.modules.contains("Bookmarks"))
            #expect(warm == GraphReader.read(files))
            #expect(GraphReader.read(files, cacheDirectory: folder) == warm)
        }
    }

    /// Ways a cache file goes bad on disk: the index and the last reading, both binary.
    enum Corruption: CaseIterable, Sendable {
        case truncated, lastRecordDropped, recordOfTheWrongShape, otherKey, notAnIndex

        func apply(toIndex bytes: [UInt8]) throws -> [UInt8] {
            switch self {
            case .truncated: return Array(bytes.prefix(bytes.count / 2))
            case .lastRecordDropped:
                // Cut where the last record starts: every record left is whole, one is missing.
                var (reader, count) = try Self.recordsStart(of: bytes)
                for _ in 0..<(count - 1) { _ = try reader.skipBlock() }
                return Array(bytes[..<reader.offset])
            case .recordOfTheWrongShape:
                // A byte past the first record's fields, inside its block.
                let (reader, _) = try Self.recordsStart(of: bytes)
                let start = reader.offset
                var length = 0
                for shift in 0..<4 { length |= Int(bytes[start + shift]) << (shift * 8) }
                var wrong = bytes
                for shift in 0..<4 { wrong[start + shift] = UInt8(truncatingIfNeeded: (length + 1) >> (shift * 8)) }
                wrong.insert(0, at: start + 4 + length)
                return wrong
            case .otherKey:
                // The same records under the key of another tool version or configuration.
                var reader = BinaryReader(bytes[...])
                var writer = BinaryWriter()
                writer.write(try reader.uint64())
                writer.write(try reader.string() + "x")
                writer.append(bytes[reader.offset...])
                return writer.bytes
            case .notAnIndex: return Array("\u{0}\u{1}not an index".utf8)
            }
        }

        func apply(toReading bytes: [UInt8]) throws -> [UInt8] {
            switch self {
            case .truncated: return Array(bytes.prefix(bytes.count / 2))
            case .lastRecordDropped: return Array(bytes.dropLast())
            // A byte past the end of the reading.
            case .recordOfTheWrongShape: return bytes + [0]
            case .otherKey, .notAnIndex: return try apply(toIndex: bytes)
            }
        }

        /// A reader at the first record of an index, and the record count its header gives.
        private static func recordsStart(of bytes: [UInt8]) throws -> (BinaryReader, Int) {
            var reader = BinaryReader(bytes[...])
            _ = try reader.uint64()
            _ = try reader.string()
            let count = try reader.count()
            #expect(count > 1)
            return (reader, count)
        }
    }

    @Test("a corrupt, truncated or outdated cache file is ignored, with no crash, and rewritten", arguments: Corruption.allCases)
    func corruptIndex(corruption: Corruption) throws {
        try withCacheFolder { folder in
            let cold = GraphReader.read(try sources(), cacheDirectory: folder)
            let indexBytes = [UInt8](try Data(contentsOf: index(in: folder)))
            let corruptIndex = try corruption.apply(toIndex: indexBytes)
            #expect(corruptIndex != indexBytes)
            try Data(corruptIndex).write(to: index(in: folder))
            let readingBytes = [UInt8](try Data(contentsOf: lastReading(in: folder)))
            let corruptReading = try corruption.apply(toReading: readingBytes)
            #expect(corruptReading != readingBytes)
            try Data(corruptReading).write(to: lastReading(in: folder))
            #expect(GraphReader.read(try sources(), cacheDirectory: folder) == cold)
            #expect([UInt8](try Data(contentsOf: index(in: folder))) == indexBytes)
            #expect([UInt8](try Data(contentsOf: lastReading(in: folder))) == readingBytes)
            #expect(GraphReader.read(try sources(), cacheDirectory: folder) == cold)
        }
    }

    @Test("a record comes back from the index exactly as it was stored, every field of its facts")
    func recordRoundTrips() throws {
        try withCacheFolder { folder in
            let facts = CachedFactsSample.everyField
            for field in Mirror(reflecting: facts).children {
                #expect((field.value as? any Collection)?.isEmpty == false, "the sample leaves \(field.label ?? "a field") empty")
            }
            let records = [
                "Home/HomeRouter.swift": GraphCache.Record(
                    hash: .max, facts: facts, errors: [SyntaxError(line: 2, column: 14, message: "expected ')' in call")]),
                "Empty.swift": GraphCache.Record(hash: 0, facts: NavigationFacts(), errors: []),
            ]
            let cache = GraphCache(directory: folder, vocabulary: .standard, limits: .default)
            cache.store(records, previous: [:])
            #expect(cache.records() == records)
        }
    }

    @Test("a target nested deeper than any source yields is a corrupt index, with no crash")
    func deepTargetIsRejected() throws {
        try withCacheFolder { folder in
            var facts = NavigationFacts()
            var target = NavigationFacts.Target.type("DetailViewController")
            for _ in 0..<2_000 { target = .factory(target) }
            facts.productions = [
                NavigationFacts.Production(
                    target: target, owner: nil, function: nil, kind: .builds, isReturned: false, routeCases: nil,
                    location: "Deep.swift:1")
            ]
            let cache = GraphCache(directory: folder, vocabulary: .standard, limits: .default)
            cache.store(["Deep.swift": GraphCache.Record(hash: 1, facts: facts, errors: [])], previous: [:])
            #expect(FileManager.default.fileExists(atPath: index(in: folder).path))
            #expect(cache.records().isEmpty)
        }
    }
}
