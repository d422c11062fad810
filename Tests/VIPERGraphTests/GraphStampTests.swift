import Foundation
import Testing
import ToolTestSupport
import VIPERSyntax

@testable import VIPERGraph

/// A warm `viper graph` that finds every file with the size and modification time it had returns
/// the last reading without reading a file. These tests prove it by editing files behind the
/// cache's back in ways that keep their stamps (the Favorites module renamed Bookmarks, a name of
/// the same length, the modification time put back): a run that reads the files sees the rename,
/// one that trusts the stamps does not.
@Suite("Graph cache: files vouched for by their stamps")
struct GraphStampTests {
    let tree: TemporaryDirectory
    let cache: TemporaryDirectory
    /// Long enough ago that the run writing the cache trusts the files' stamps.
    let checkedOut = Date().addingTimeInterval(-3_600)

    init() throws {
        tree = try TemporaryDirectory()
        cache = try TemporaryDirectory()
        for source in try discoverSources() { try tree.write(source.text, to: source.path) }
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0x0A]).write(to: tree.url.appending(path: "DiscoverApp/NotText.swift"))
        try date(swiftFiles(), checkedOut)
    }

    private func swiftFiles() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: tree.url.path).filter { $0.hasSuffix(".swift") }.sorted()
    }

    private func date(_ paths: [String], _ date: Date) throws {
        for path in paths {
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: tree.url.appending(path: path).path)
        }
    }

    private func read(_ settings: SourceSettings = .default) throws -> GraphLoad {
        try GraphReader.read(paths: ["DiscoverApp"], relativeTo: tree.url.path, settings: settings, cacheDirectory: cache.url)
    }

    /// Renames Favorites to Bookmarks in every Swift file, keeping each file's size and
    /// modification time.
    private func renameBehindTheCache() throws {
        for path in try swiftFiles() {
            let url = tree.url.appending(path: path)
            guard let text = try? String(contentsOf: url, encoding: .utf8), text.contains("Favorites") else { continue }
            let modified = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
            try text.replacingOccurrences(of: "Favorites", with: "Bookmarks").write(to: url, atomically: false, encoding: .utf8)
            try FileManager.default.setAttributes([.modificationDate: modified ?? checkedOut], ofItemAtPath: url.path)
        }
    }

    @Test("a run that finds every file as it was returns the last reading, with its loading warnings, reading no file")
    func unchangedStampsAreTrusted() throws {
        let cold = try read()
        #expect(cold.reading.graph.modules.contains("Favorites"))
        #expect(cold.diagnostics.map(\.path) == ["DiscoverApp/NotText.swift"])
        try renameBehindTheCache()
        let warm = try read()
        #expect(warm.reading == cold.reading)
        #expect(warm.diagnostics == cold.diagnostics)
    }

    /// What makes a run read the files again although their text was changed behind its back.
    enum Change: String, CaseIterable, Sendable {
        case fileTouched, fileAdded, storyboardAdded, settingsChanged
    }

    @Test("a file touched or added, a storyboard added or other settings make the run read the files", arguments: Change.allCases)
    func changedStampsAreRead(change: Change) throws {
        _ = try read()
        try renameBehindTheCache()
        var settings = SourceSettings.default
        switch change {
        case .fileTouched: try date(["DiscoverApp/Modules/Favorites/FavoritesRouter.swift"], checkedOut.addingTimeInterval(60))
        case .fileAdded: try tree.write("struct Added {}\n", to: "DiscoverApp/Added.swift")
        case .storyboardAdded: try tree.write("<document/>\n", to: "DiscoverApp/Main.storyboard")
        case .settingsChanged: settings.excludeGenerated = false
        }
        let warm = try read(settings)
        #expect(warm.reading.graph.modules.contains("Bookmarks"))
        #expect(!warm.reading.graph.modules.contains("Favorites"))
    }

    @Test("files modified just before the run that wrote the cache are read, though their stamps match")
    func recentStampsAreNotTrusted() throws {
        try date(swiftFiles(), Date())
        _ = try read()
        try renameBehindTheCache()
        #expect(try read().reading.graph.modules.contains("Bookmarks"))
    }

    @Test("files touched with their content unchanged return the last reading and are stamped anew")
    func touchedFilesAreStampedAnew() throws {
        let cold = try read()
        let reading = cache.url.appending(path: "graph-reading.bin")
        let before = try Data(contentsOf: reading)
        try date(swiftFiles(), checkedOut.addingTimeInterval(60))
        #expect(try read().reading == cold.reading)
        #expect(try Data(contentsOf: reading) != before)
        try renameBehindTheCache()
        #expect(try read().reading == cold.reading)
    }
}
