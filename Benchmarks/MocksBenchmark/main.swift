// `viper mocks` against uber/mockolo on the same tree, every protocol selected, each run as a
// process (start, discovery, parsing, generation and writing the output file included).
//
// mockolo mocks only protocols annotated `/// @mockable`, so the tree is first copied into a
// temporary folder with that line added above every protocol declaration; both tools read the
// copy. Each side is timed in alternating rounds (the machine is shared and drifts); each keeps
// its best round.
//
// Build: swift build -c release --product viper, then swift build -c release --product MocksBenchmark
// (given several --product options, SwiftPM builds only the last)
// Run:   MocksBenchmark [tree] [--mockolo <path to a mockolo binary>] [--rounds N]
// Without a tree it measures a generated VIPER app (GeneratedApps, 400 modules); without
// --mockolo it times viper mocks alone.
import Foundation
import GeneratedApps

struct Options {
    var tree: URL?
    var mockolo: URL?
    var rounds = 3

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--mockolo": mockolo = rest.popFirst().map { URL(filePath: $0) }
            case "--rounds": rounds = rest.popFirst().flatMap(Int.init) ?? rounds
            default: tree = URL(filePath: argument).standardizedFileURL
            }
        }
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let binDirectory = URL(filePath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
let viper = binDirectory.appending(path: "viper")
guard FileManager.default.isExecutableFile(atPath: viper.path) else {
    print("No viper binary at \(viper.path). Build it first: swift build -c release --product viper")
    exit(1)
}
if let mockolo = options.mockolo, !FileManager.default.isExecutableFile(atPath: mockolo.path) {
    print("No mockolo binary at \(mockolo.path).")
    exit(1)
}

let work = FileManager.default.temporaryDirectory.appending(path: "viper-mocks-benchmark-\(getpid())")
defer { try? FileManager.default.removeItem(at: work) }
let corpus = work.appending(path: "corpus")

/// Copies every Swift file under `source` to `destination`, `/// @mockable` added above each
/// protocol declaration; returns the number of files and of protocols.
func annotatedCopy(of source: URL, to destination: URL) throws -> (files: Int, protocols: Int) {
    var files = 0
    var protocols = 0
    let enumerator = FileManager.default.enumerator(at: source, includingPropertiesForKeys: nil)
    while let file = enumerator?.nextObject() as? URL {
        guard file.pathExtension == "swift", let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if declaresProtocol(line) {
                lines.append("/// @mockable")
                protocols += 1
            }
            lines.append(line)
        }
        let relative = String(file.standardizedFileURL.path.dropFirst(source.path.count))
        let target = destination.appending(path: relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try lines.joined(separator: "\n").write(to: target, atomically: false, encoding: .utf8)
        files += 1
    }
    return (files, protocols)
}

/// Whether `line` starts a protocol declaration (after attributes and access modifiers).
func declaresProtocol(_ line: Substring) -> Bool {
    let modifiers: Set<Substring> = ["public", "internal", "open", "fileprivate", "private", "package"]
    for word in line.split(separator: " ") {
        if word == "protocol" { return true }
        guard modifiers.contains(word) || word.hasPrefix("@") else { return false }
    }
    return false
}

/// Runs `executable` with `arguments`, output discarded; returns the wall-clock seconds.
func timedRun(_ executable: URL, _ arguments: [String]) throws -> Double {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = ContinuousClock.now
    try process.run()
    process.waitUntilExit()
    let duration = ContinuousClock.now - start
    guard process.terminationStatus == 0 else {
        throw CocoaError(
            .executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(executable.lastPathComponent) exited \(process.terminationStatus)"])
    }
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

let source: URL
if let tree = options.tree {
    source = tree
} else {
    source = work.appending(path: "generated")
    _ = try NavigatingAppGenerator.write(modules: 400, under: source)
}
let counts = try annotatedCopy(of: source, to: corpus)
let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first ?? "?"
print(
    "Corpus: \(source.path): \(counts.files) Swift files, \(counts.protocols) protocol declarations; "
        + "\(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(load)")

var sides: [(label: String, run: () throws -> Double)] = [
    ("viper mocks", { try timedRun(viper, ["mocks", corpus.path, "--output", work.appending(path: "ViperSpies.swift").path]) })
]
if let mockolo = options.mockolo {
    sides.append(("mockolo", { try timedRun(mockolo, ["-s", corpus.path, "-d", work.appending(path: "MockoloMocks.swift").path]) }))
}
var best = Array(repeating: Double.infinity, count: sides.count)
for _ in 0..<options.rounds {
    for (index, side) in sides.enumerated() {
        best[index] = min(best[index], try side.run())
    }
}
for (side, seconds) in zip(sides, best) {
    print(side.label.padding(toLength: 14, withPad: " ", startingAt: 0) + String(format: "%8.3f s (best of %d)", seconds, options.rounds))
}
if best.count == 2 {
    print(String(format: "viper mocks is %.2fx as fast as mockolo (target: at least 2x)", best[1] / best[0]))
}
