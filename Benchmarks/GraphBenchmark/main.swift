import Foundation
import GeneratedApps
import VIPERGraph
import VIPERLint
import VIPERSyntax

// viper graph against viper lint, in one process, on a generated VIPER app of about 3,000 files
// and on each real tree named on the command line: a cold `viper lint` (empty cache), a cold
// `viper graph` (empty cache) and a warm `viper graph` (the cache its cold run wrote, every file
// unchanged), each from finding the files to the finished result. Prints every figure and the
// ratios to the targets: cold graph at most cold lint, warm graph at most a tenth of cold graph.
// Run: swift run -c release GraphBenchmark [--modules N] [--repetitions N] [tree…]
// Each figure is the best of `repetitions` runs (default 3), the phases taking turns so a drift in
// the shared machine's speed reaches each alike. Real trees are only read: caches go to a temp folder.

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
    print("usage: GraphBenchmark [--modules N] [--repetitions N] [tree…]")
    exit(0)
}
/// The number after `name` in `arguments`, both removed; `value` when there is none.
func option(_ name: String, default value: Int, in arguments: inout [String]) -> Int {
    guard let at = arguments.firstIndex(of: name), at + 1 < arguments.count, let number = Int(arguments[at + 1]) else { return value }
    arguments.removeSubrange(at...at + 1)
    return number
}
let modules = option("--modules", default: 600, in: &arguments)
let repetitions = option("--repetitions", default: 3, in: &arguments)
let trees = arguments.map { URL(fileURLWithPath: $0).standardizedFileURL }
for tree in trees where !FileManager.default.fileExists(atPath: tree.path) {
    FileHandle.standardError.write(Data("GraphBenchmark: no folder at '\(tree.path)'\n".utf8))
    exit(2)
}
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("viper-graph-benchmark-\(getpid())")

/// Seconds of wall-clock time `work` takes.
func seconds(_ work: () throws -> Void) rethrows -> Double {
    let duration = try ContinuousClock().measure(work)
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// The machine's load average over the last minute: other work on the same cores.
func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"
}

/// A fresh, empty cache folder.
func emptyCache(_ name: String) throws -> URL {
    let folder = scratch.appendingPathComponent("cache-\(name)")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// `viper lint .` in `tree` with the default configuration; the number of files it linted.
func lint(_ tree: URL, cache: URL) throws -> Int {
    try Linter(cacheDirectory: cache).lint(paths: ["."], relativeTo: tree.path).fileCount
}

/// `viper graph .` in `tree`, storyboards included; the number of modules it drew.
func graph(_ tree: URL, cache: URL?) throws -> Int {
    try GraphReader.read(paths: ["."], relativeTo: tree.path, cacheDirectory: cache).reading.graph.modules.count
}

/// Times cold lint, cold graph and warm graph on `tree`, prints them and the ratios; returns
/// whether both targets are met.
func measure(_ tree: URL, label: String) throws -> Bool {
    var coldLint = Double.infinity
    var coldGraph = Double.infinity
    var warmGraph = Double.infinity
    var uncachedGraph = Double.infinity
    var loadOnly = Double.infinity
    var counts = (linted: 0, read: 0, modules: 0)
    for _ in 0..<repetitions {
        let lintCache = try emptyCache("lint")
        coldLint = min(coldLint, try seconds { counts.linted = try lint(tree, cache: lintCache) })
        let graphCache = try emptyCache("graph")
        coldGraph = min(coldGraph, try seconds { _ = try graph(tree, cache: graphCache) })
        warmGraph = min(warmGraph, try seconds { counts.modules = try graph(tree, cache: graphCache) })
        uncachedGraph = min(uncachedGraph, try seconds { _ = try graph(tree, cache: nil) })
        loadOnly = min(
            loadOnly,
            try seconds {
                counts.read = try SourceLoader.load(["."], relativeTo: tree.path, skippingTests: true, checkingLimits: false).sources.count
            })
    }
    print("\n\(label): lint reads \(counts.linted) files, graph \(counts.read) (\(counts.modules) modules); load average \(loadAverage())")
    for (phase, time) in [
        ("cold viper lint", coldLint), ("cold viper graph", coldGraph), ("warm viper graph", warmGraph), ("graph, no cache", uncachedGraph),
        ("graph's loading", loadOnly),
    ] {
        print(phase.padding(toLength: 20, withPad: " ", startingAt: 0) + String(format: "%8.3f s", time))
    }
    let coldRatio = coldGraph / coldLint
    let warmRatio = warmGraph / coldGraph
    print(String(format: "cold graph / cold lint = %6.3f  (target <= 1)    ", coldRatio) + (coldRatio <= 1 ? "met" : "NOT MET"))
    print(String(format: "warm graph / cold graph = %6.3f (target <= 0.1)  ", warmRatio) + (warmRatio <= 0.1 ? "met" : "NOT MET"))
    return coldRatio <= 1 && warmRatio <= 0.1
}

let app = scratch.appendingPathComponent("app")
let written = try NavigatingAppGenerator.write(modules: modules, under: app)
// A checkout's files were written long before anyone draws them: date them 10 minutes back, so
// the cache trusts their stamps as it would in a real tree.
let checkedOut = Date().addingTimeInterval(-600)
for file in try FileManager.default.subpathsOfDirectory(atPath: app.path) where file.hasSuffix(".swift") {
    try FileManager.default.setAttributes([.modificationDate: checkedOut], ofItemAtPath: app.appendingPathComponent(file).path)
}
print("GraphBenchmark: best of \(repetitions) runs, \(ProcessInfo.processInfo.activeProcessorCount) cores")
var met = try measure(app, label: "generated VIPER app, \(modules) modules, \(written.files) files, \(written.lines) lines")
for tree in trees {
    met = try measure(tree, label: tree.lastPathComponent) && met
}
// Removed here: `exit` ends the process before a top-level `defer` would run.
try? FileManager.default.removeItem(at: scratch)
exit(met ? 0 : 1)
