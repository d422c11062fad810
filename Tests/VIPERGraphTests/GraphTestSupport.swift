import Foundation
import VIPERGraph
import VIPERSyntax

/// The fixture app that mirrors Discover's modules, routes and deep links.
let fixturesFolder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")

/// The sources of the Discover fixture, with paths relative to the fixtures folder.
func discoverSources() throws -> [LoadedSource] {
    try SourceLoader.load(["DiscoverApp"], relativeTo: fixturesFolder.path).sources
}

/// The graph of inline sources, each a file named `File<n>.swift`.
func graph(_ files: String...) -> ModuleGraph {
    GraphReader.read(files.enumerated().map { LoadedSource(path: "File\($0.offset + 1).swift", text: $0.element) }).graph
}
