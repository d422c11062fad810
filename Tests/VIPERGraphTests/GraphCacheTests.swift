import Foundation
import Testing
import VIPERGraph
import VIPERSyntax

@Suite("Graph cache")
struct GraphCacheTests {
    /// A fresh cache folder, removed after `body`.
    private func withCacheFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "viper-graph-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    private func index(in folder: URL) -> URL { folder.appending(path: "graph-index.json") }
    private func lastReading(in folder: URL) -> URL { folder.appending(path: "graph-reading.json") }

    /// Renames the Favorites module in a cache file behind the cache's back.
    private func tamper(_ file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "Favorites", with: "Favourites").write(to: file, atomically: true, encoding: .utf8)
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
            #expect(warm.graph.modules.contains("Favourites"))
            #expect(!warm.graph.modules.contains("Favorites"))
        }
    }

    @Test("a warm run with no file added, removed or changed returns the last reading as it is")
    func unchangedTreeReturnsLastReading() throws {
        try withCacheFolder { folder in
            _ = GraphReader.read(try sources(), cacheDirectory: folder)
            try tamper(lastReading(in: folder))
            let warm = GraphReader.read(try sources(), cacheDirectory: folder)
            #expect(warm.graph.modules.contains("Favourites"))
            let removed = GraphReader.read(Array(try sources().dropLast()), cacheDirectory: folder)
            #expect(!removed.graph.modules.contains("Favourites"))
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

    /// Ways an index goes bad on disk.
    enum Corruption: CaseIterable, Sendable {
        case truncated, lastLineDropped, recordOfTheWrongShape, notJSON

        func apply(to text: String) -> String {
            switch self {
            case .truncated: String(text.prefix(text.count / 2))
            case .lastLineDropped:
                // Cut at the end of a line: every line left is whole, one record is missing.
                text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2).joined(separator: "\n") + "\n"
            case .recordOfTheWrongShape:
                // A string where a record's hash or the reading's graph belongs.
                text.replacingOccurrences(of: "\"hash\":", with: "\"hash\":\"x\",\"was\":")
                    .replacingOccurrences(of: "\"graph\":", with: "\"graph\":\"x\",\"was\":")
            case .notJSON: "\u{0}\u{1}not an index"
            }
        }
    }

    @Test("a corrupt or truncated cache file is ignored, with no crash, and rewritten", arguments: Corruption.allCases)
    func corruptIndex(corruption: Corruption) throws {
        try withCacheFolder { folder in
            let cold = GraphReader.read(try sources(), cacheDirectory: folder)
            let texts = try [index(in: folder), lastReading(in: folder)].map { file in
                let text = try String(contentsOf: file, encoding: .utf8)
                try corruption.apply(to: text).write(to: file, atomically: true, encoding: .utf8)
                return text
            }
            #expect(GraphReader.read(try sources(), cacheDirectory: folder) == cold)
            #expect(try String(contentsOf: index(in: folder), encoding: .utf8) == texts[0])
            #expect(try String(contentsOf: lastReading(in: folder), encoding: .utf8) != corruption.apply(to: texts[1]))
            #expect(GraphReader.read(try sources(), cacheDirectory: folder) == cold)
        }
    }
}
