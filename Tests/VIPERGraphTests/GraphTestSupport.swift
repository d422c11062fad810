import Foundation
import VIPERGraph
import VIPERMocks

/// The fixture app that mirrors Discover's modules, routes and deep links.
let fixturesFolder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")

/// The sources of the Discover fixture, with paths relative to the fixtures folder.
func discoverSources() throws -> [SwiftSource] {
    try SwiftSource.load(["DiscoverApp"], relativeTo: fixturesFolder).sources
}

/// The graph of inline sources, each a file named `File<n>.swift`.
func graph(_ files: String...) -> ModuleGraph {
    GraphReader.read(files.enumerated().map { SwiftSource(path: "File\($0.offset + 1).swift", text: $0.element) }).graph
}
