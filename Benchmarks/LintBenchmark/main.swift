import Foundation
import GeneratedApps
import SwiftSyntax
import VIPERLint
import VIPERSyntax

// viper lint benchmark, on one generated VIPER app of at least 250,000 lines, in one process:
// parse only with the same parser (parallel), parse plus a SyntaxVisitor visit of every node,
// lint cold / cached / after editing one file, and
// `swift-format lint --parallel` as the baseline. Prints every figure and the ratios to the targets.
// Run: swift run -c release LintBenchmark [modules] [repetitions]
// Each figure is the best of `repetitions` runs (default 3): the machine is shared, and the best
// run is the least disturbed one. The phases run in rounds, one run of each per round, so a drift
// in the machine's speed reaches every phase alike. Cold runs each start from an empty cache folder.
// LINT_BENCHMARK_CORPUS=<folder> writes the corpus there and keeps it, to profile `viper lint` on it.
// LINT_BENCHMARK_TREE=<folder> measures a real tree instead of the generated app: the Swift files
// `viper lint` parses there are copied (relative paths kept) into the temp folder, so the tree is
// never written, and the edit is a comment appended to the largest, the costliest to parse again.

let modules = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 645
let repetitions = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 3
let keptCorpus = ProcessInfo.processInfo.environment["LINT_BENCHMARK_CORPUS"].map { URL(fileURLWithPath: $0) }
let realTree = ProcessInfo.processInfo.environment["LINT_BENCHMARK_TREE"].map { URL(fileURLWithPath: $0).standardizedFileURL }
let root = keptCorpus ?? FileManager.default.temporaryDirectory.appendingPathComponent("viper-lint-benchmark-\(getpid())")
defer { if keptCorpus == nil { try? FileManager.default.removeItem(at: root) } }

/// Wall-clock and CPU time (user + system, this process and its finished children) of one phase.
struct Timing {
    var wall: Double
    var cpu: Double
}

func cpuSeconds() -> Double {
    var total = 0.0
    #if os(Linux)
    let targets = [RUSAGE_SELF, RUSAGE_CHILDREN].map { __rusage_who_t($0.rawValue) }
    #else
    let targets = [RUSAGE_SELF, RUSAGE_CHILDREN]
    #endif
    for who in targets {
        var usage = rusage()
        getrusage(who, &usage)
        total +=
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }
    return total
}

/// The machine's load average over the last minute: other work on the same cores.
func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"
}

/// A phase to time; `prepare` runs untimed before each of its runs, given the round number.
struct Phase {
    let label: String
    var prepare: (Int) throws -> Void = { _ in }
    let work: (Int) throws -> Void
}

/// Runs every phase once per round, `repetitions` rounds, and prints each phase's fastest wall
/// time with its CPU time. The phases take turns, so when the machine's speed drifts during the
/// benchmark (a shared machine's does) every phase sees the same drift, and their ratios hold.
func measureInRounds(_ phases: [Phase]) throws -> [Timing] {
    var best = [Timing?](repeating: nil, count: phases.count)
    for round in 0..<repetitions {
        for (index, phase) in phases.enumerated() {
            try phase.prepare(round)
            let cpuStart = cpuSeconds()
            let duration = try ContinuousClock().measure { try phase.work(round) }
            let wall = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            let timing = Timing(wall: wall, cpu: cpuSeconds() - cpuStart)
            if best[index].map({ timing.wall < $0.wall }) ?? true { best[index] = timing }
        }
    }
    return zip(phases, best).map { phase, timing in
        let timing = timing ?? Timing(wall: 0, cpu: 0)
        print(
            phase.label.padding(toLength: 46, withPad: " ", startingAt: 0)
                + String(format: "%8.3f s wall %8.3f s cpu", timing.wall, timing.cpu))
        return timing
    }
}

func ratio(_ label: String, _ value: Double, target: String, met: Bool) {
    print(
        label.padding(toLength: 32, withPad: " ", startingAt: 0)
            + String(format: "= %7.3f", value) + "  (target \(target)) " + (met ? "met" : "NOT MET"))
}

/// Copies the Swift files under `tree` that `viper lint` parses into `root`/Sources, keeping
/// their relative paths: not vendored or excluded ones, nor those that say they are generated,
/// so that parsing only and the lint read the same files. Returns the number of lines copied.
func copyLintedSwiftFiles(of tree: URL, under root: URL) throws -> Int {
    let configuration = LintConfiguration.default
    let found = try SourceDiscovery.swiftFiles(
        in: ["."], relativeTo: tree.path, settings: configuration.files,
        include: configuration.include, exclude: configuration.exclude
    ).files
    var lines = 0
    for file in found {
        let data = try Data(contentsOf: URL(fileURLWithPath: file.diskPath))
        guard !SourceReader.isGenerated(Array(data)) else { continue }
        let target = root.appendingPathComponent("Sources").appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target)
        lines += data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
    return lines
}

let lines = try realTree.map { try copyLintedSwiftFiles(of: $0, under: root) } ?? CorpusGenerator.write(modules: modules, under: root)
let sources = root.appendingPathComponent("Sources").path
let files = try FileManager.default.subpathsOfDirectory(atPath: sources).filter { $0.hasSuffix(".swift") }.sorted()
    .map { sources + "/" + $0 }
// A checkout's files were written long before anyone lints them: date them 10 minutes back, so
// the cache trusts their metadata as it would in a real tree.
let checkedOut = Date().addingTimeInterval(-600)
for file in files { try FileManager.default.setAttributes([.modificationDate: checkedOut], ofItemAtPath: file) }
let sizes = Dictionary(
    uniqueKeysWithValues: files.map { ($0, (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0) })
let bytes = sizes.values.reduce(0, +)
print(
    (realTree.map { "tree \($0.path): " } ?? "generated app, \(modules) modules: ")
        + "\(files.count) files, \(lines) lines, \(bytes / 1024) KiB; \(ProcessInfo.processInfo.activeProcessorCount) cores, "
        + "load average \(loadAverage()) at start")

// Warm the page cache so no measurement pays for the first read from disk.
ParallelWork.forEach(files.count) { _ = FileManager.default.contents(atPath: files[$0]) }

let cache = root.appendingPathComponent("cache")
var violations = 0
var parsed = 0
var reparsed = -1
// One edit, as between two runs in a working day: in the generated app, a method added to one
// Presenter (a new body, new positions below it); in a real tree, a comment appended to a file of
// median size (a typical edit) and, as a phase of its own, to its largest file (the costliest to
// parse again, on one core). A different edit each round, so every run sees a changed file.

/// A file edited between runs, with its text before the benchmark.
struct Edit {
    let label: String
    let path: String
    let original: String
    var parsed = -1

    init(_ label: String, _ path: String?) throws {
        guard let path else { fatalError("the corpus has no file to edit") }
        self.label = label
        self.path = path
        original = try String(contentsOfFile: path, encoding: .utf8)
    }

    func text(round: Int) -> String {
        realTree != nil
            ? original + "\n// edited \(round)\n"
            : String(original.dropLast(original.hasSuffix("}\n") ? 2 : 0))
                + "\n    func added\(round)() {\n        view?.render(.idle)\n    }\n}\n"
    }
}

let bySize = files.sorted { sizes[$0, default: 0] < sizes[$1, default: 0] }
var edits =
    try realTree == nil
    ? [Edit("lint after editing one file", files.first { $0.hasSuffix("Presenter.swift") })]
    : [
        Edit("lint after editing a median-size file", bySize[bySize.count / 2]),
        Edit("lint after editing the largest file", bySize.last),
    ]

// The baseline: the toolchain's swift-format (SWIFT_FORMAT overrides the path; "none" skips it).
let formatSetting = ProcessInfo.processInfo.environment["SWIFT_FORMAT"]
let toolchainFormat =
    formatSetting == "none"
    ? nil
    : ([formatSetting, "/opt/swift/usr/bin/swift-format", "/usr/bin/swift-format"].compactMap { $0 }
        .first { FileManager.default.isExecutableFile(atPath: $0) })

var phases =
    [
        Phase(label: "parse only (read + parse, parallel)") { _ in
            ParallelWork.forEach(files.count) { index in
                let data = FileManager.default.contents(atPath: files[index]) ?? Data()
                _ = SourceFileParser.parse(source: String(decoding: data, as: UTF8.self))
            }
        },
        Phase(label: "parse + visit every node (no facts)") { _ in
            ParallelWork.forEach(files.count) { index in
                let data = FileManager.default.contents(atPath: files[index]) ?? Data()
                // The base visitor visits every node and does nothing: the floor under a fact
                // collection written as one SyntaxVisitor pass.
                SyntaxVisitor(viewMode: .sourceAccurate).walk(SourceFileParser.parse(source: String(decoding: data, as: UTF8.self)).tree)
            }
        },
        Phase(label: "lint without cache") { _ in
            violations = try Linter().lint(paths: [sources]).violations.count
        },
        Phase(
            label: "lint cold (empty cache, writes it)",
            prepare: { _ in
                try? FileManager.default.removeItem(at: cache)
            }
        ) { _ in
            parsed = try Linter(cacheDirectory: cache).lint(paths: [sources]).parsedFileCount
        },
        Phase(label: "lint cached (unchanged tree)") { _ in
            reparsed = try Linter(cacheDirectory: cache).lint(paths: [sources]).parsedFileCount
        },
    ]
    + edits.indices.map { index in
        Phase(
            label: edits[index].label,
            prepare: { round in
                try edits[index].text(round: round).write(toFile: edits[index].path, atomically: false, encoding: .utf8)
            }
        ) { _ in
            edits[index].parsed = try Linter(cacheDirectory: cache).lint(paths: [sources]).parsedFileCount
        }
    }
if let toolchainFormat {
    phases.append(
        Phase(label: "swift-format lint --parallel (subprocess)") { _ in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: toolchainFormat)
            process.arguments = ["lint", "--parallel", "--recursive", sources]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        })
}
let timings = try measureInRounds(phases)
for edit in edits { try edit.original.write(toFile: edit.path, atomically: false, encoding: .utf8) }
let (parseOnly, parseAndWalk, uncached, cold, cached) = (timings[0], timings[1], timings[2], timings[3], timings[4])
let touched = timings[5..<(5 + edits.count)]
let formatTiming = timings.count > 5 + edits.count ? timings.last : nil

let planted =
    realTree != nil
    ? ""
    : " (planted: \((0..<modules).filter { $0 % 10 == 0 }.count) strong views, "
        + "\((0..<modules).filter { $0 % 15 == 0 }.count) singletons)"
print("violations found: \(violations)\(planted); parsed: cold \(parsed), cached \(reparsed); load average \(loadAverage()) at end")
for edit in edits {
    print("\(edit.label): \(edit.path.dropFirst(sources.count + 1)) (\(sizes[edit.path, default: 0] / 1024) KiB), parsed \(edit.parsed)")
}
print("ratios (wall time; cpu in parentheses where it differs)")
if let formatTiming {
    let value = formatTiming.wall / cold.wall
    ratio("swift-format / cold lint", value, target: ">= 10x", met: value >= 10)
    print(String(format: "  (cpu: %.2fx)", formatTiming.cpu / cold.cpu))
} else {
    print("swift-format not found: set SWIFT_FORMAT to its path")
}
ratio("cold lint / parse only", cold.wall / parseOnly.wall, target: "<= 1.5x", met: cold.wall / parseOnly.wall <= 1.5)
print(String(format: "  (cpu: %.2fx)", cold.cpu / parseOnly.cpu))
ratio("cached / cold", cached.wall / cold.wall, target: "<= 0.10", met: cached.wall / cold.wall <= 0.10)
let editRatioNames = edits.count == 1 ? ["one file edited / cold"] : ["median file edited / cold", "largest file edited / cold"]
for (name, timing) in zip(editRatioNames, touched) {
    ratio(name, timing.wall / cold.wall, target: "<= 0.15", met: timing.wall / cold.wall <= 0.15)
}
ratio("uncached lint / parse only", uncached.wall / parseOnly.wall, target: "none", met: true)
ratio("parse + visit / parse only", parseAndWalk.wall / parseOnly.wall, target: "none", met: true)
let throughput = Double(lines) / cold.wall
print(
    String(format: "cold lint throughput            = %.0f lines/s wall", throughput)
        + "  (target >= 400000 on 2 cores) " + (throughput >= 400_000 ? "met" : "NOT MET"))
