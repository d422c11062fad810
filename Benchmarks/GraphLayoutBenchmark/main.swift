import Foundation
import GeneratedApps
import VIPERGraph
import VIPERSyntax

// The module map's layered layout against Graphviz's `dot`, on the same graphs: generated apps
// of 50, 200 and 400 modules and the Discover app. For each, the graph `viper graph --format
// html` lays out is drawn by `LayeredLayout` and by `dot -Tplain`, and the crossings of both
// drawings are counted the same way (EdgeCrossings). Exit 1 when a layout has more than 1.25
// times dot's crossings. Counting needs no optimisation, so a debug build gives the same figures;
// only the timings differ.
//
// Run: swift run -c release GraphLayoutBenchmark [--dot /usr/bin/dot] [--discover <folder>]
//      swift run GraphLayoutBenchmark write <modules> <folder> [--pods]   (writes a generated app)

let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

if arguments.first == "write" {
    guard arguments.count >= 3, let modules = Int(arguments[1]), modules > 0 else {
        FileHandle.standardError.write(Data("usage: GraphLayoutBenchmark write <modules> <folder> [--pods]\n".utf8))
        exit(2)
    }
    let summary = try NavigatingAppGenerator.write(
        modules: modules, under: URL(fileURLWithPath: arguments[2]), pods: arguments.contains("--pods"))
    print("Wrote a generated app of \(modules) modules to \(arguments[2]): \(summary.files) files, \(summary.lines) lines.")
    exit(0)
}

let dot = option("--dot") ?? "/usr/bin/dot"
guard FileManager.default.isExecutableFile(atPath: dot) else {
    FileHandle.standardError.write(
        Data("error: no Graphviz dot at \(dot); install it (apt-get install graphviz) or pass --dot <path>.\n".utf8))
    exit(2)
}
let discover = option("--discover") ?? "Examples/Discover/Sources/Discover"
let target = 1.25
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("graph-layout-benchmark-\(getpid())")
defer { try? FileManager.default.removeItem(at: scratch) }

/// The graph the map lays out for the Swift sources under `folder`.
func map(of folder: URL) throws -> ModuleMap {
    let loaded = try SourceLoader.load(["."], relativeTo: folder.path, skippingTests: true)
    return ModuleMap(reading: GraphReader.read(loaded.sources))
}

var cases: [(label: String, folder: URL)] = []
for modules in [50, 200, 400] {
    let folder = scratch.appendingPathComponent("app\(modules)")
    _ = try NavigatingAppGenerator.write(modules: modules, under: folder)
    cases.append(("generated, \(modules) modules", folder))
}
cases.append(("Discover (\(discover))", URL(fileURLWithPath: discover)))

print("| graph | boxes | edges | layers | LayeredLayout crossings | dot crossings | ratio | layout time | dot time |")
print("|---|---|---|---|---|---|---|---|---|")
var failed = false
for (label, folder) in cases {
    let built = try map(of: folder)
    let graph = built.layoutGraph
    let started = ContinuousClock.now
    let layout = LayeredLayout.layout(graph)
    let layoutTime = seconds(ContinuousClock.now - started)
    let ours = EdgeCrossings.count(
        edges: layout.edgePaths.map { $0.map { EdgeCrossings.Point(x: $0.x, y: $0.y) } },
        boxes: graph.nodes.indices.map {
            EdgeCrossings.Box(
                x: layout.centers[$0].x, y: layout.centers[$0].y, width: Double(graph.nodes[$0].width),
                height: Double(graph.nodes[$0].height))
        })
    let dotLayout = try DotLayout(graph, dot: dot)
    let theirs = EdgeCrossings.count(edges: dotLayout.edges, boxes: dotLayout.boxes)
    let ratio = theirs == 0 ? (ours == 0 ? 1 : Double.infinity) : Double(ours) / Double(theirs)
    let met = ours <= Int((Double(theirs) * target).rounded(.down))
    if !met { failed = true }
    print(
        "| \(label) | \(graph.nodes.count) | \(graph.edges.count) | \((layout.layers.max() ?? 0) + 1) | \(ours) | \(theirs) | "
            + String(format: "%.2f", ratio) + (met ? "" : " (over \(target))") + " | "
            + String(format: "%.3f s | %.3f s |", layoutTime, dotLayout.seconds))
}
print(failed ? "NOT MET: a layout has more than \(target)× dot's crossings." : "Met: every layout has at most \(target)× dot's crossings.")
exit(failed ? 1 : 0)
