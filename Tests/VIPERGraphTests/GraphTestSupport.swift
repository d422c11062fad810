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

/// The graph of sources at the given paths.
func graph(_ files: [(String, String)]) -> ModuleGraph {
    GraphReader.read(files.map { LoadedSource(path: $0.0, text: $0.1) }).graph
}

/// A graph's edges as `From -> To`, one per pair of modules.
func pairs(_ graph: ModuleGraph) -> Set<String> {
    Set(graph.edges.map { "\($0.from) -> \($0.to)" })
}

/// A module's Presenter, Interactor and view controller, in a folder of its name.
func module(_ name: String, folder: String = "App/Scenes") -> [(String, String)] {
    [
        ("\(folder)/\(name)/\(name)Presenter.swift", "final class \(name)Presenter {}"),
        ("\(folder)/\(name)/\(name)Interactor.swift", "final class \(name)Interactor {}"),
        ("\(folder)/\(name)/\(name)ViewController.swift", "final class \(name)ViewController: UIViewController {}"),
    ]
}
