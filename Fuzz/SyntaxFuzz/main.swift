import Foundation
import SyntaxFuzzing
import VIPERSyntax

// Fuzzes what `viper lint`, `graph` and `mocks` do with one input file, in this process: real
// Swift files mutated, and every recursive production generated deep, wide and long, each run
// through the guard, the parser (within the time limit) and the three tools' readers.
// It fails (exit 1) when a parse the guard let through runs past the time limit, or when the
// process's peak memory passes the bound; a crash ends it with the signal, and the input that
// caused it is the file named by SYNTAX_FUZZ_INPUT (written before each run); the slowest input
// so far is kept beside it, with `.slowest` appended to its name.
// Run: swift run SyntaxFuzz [seconds] [corpus folder] [seed] [peak memory bound in MiB]
// Defaults: 60 s, Sources, a seed from the clock (printed), 1024 MiB.

let arguments = Array(CommandLine.arguments.dropFirst())
let seconds = arguments.first.flatMap(Double.init) ?? 60
let corpusFolder = arguments.dropFirst().first ?? "Sources"
let seed = arguments.dropFirst(2).first.flatMap(UInt64.init) ?? UInt64(Date().timeIntervalSince1970 * 1000)
let memoryBound = (arguments.dropFirst(3).first.flatMap(Int.init) ?? 1024) << 20
let inputPath =
    ProcessInfo.processInfo.environment["SYNTAX_FUZZ_INPUT"]
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("syntax-fuzz-input.swift").path

/// Every `.swift` file under `folder`, as bytes.
func swiftFiles(under folder: String) -> [[UInt8]] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var files: [[UInt8]] = []
    while let path = enumerator?.nextObject() as? String {
        guard path.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: folder + "/" + path) else { continue }
        files.append(Array(data))
    }
    return files
}

let corpus = swiftFiles(under: corpusFolder)
print(
    "SyntaxFuzz: seed \(seed), \(corpus.count) corpus files from \(corpusFolder), \(Int(seconds)) s, "
        + "peak memory bound \(memoryBound >> 20) MiB; each input is written to \(inputPath) before it runs")
var inputs = FuzzInputs(corpus: corpus, seed: seed)
let clock = ContinuousClock()
let deadline = clock.now.advanced(by: .seconds(seconds))
var count = 0
var slowest: (label: String, seconds: Double) = ("", 0)
while clock.now < deadline {
    let (label, bytes) = inputs.next()
    guard FileManager.default.createFile(atPath: inputPath, contents: Data(bytes)) else {
        print("FAIL: cannot write the input to \(inputPath)")
        exit(1)
    }
    let started = clock.now
    do {
        try FuzzTarget.run(bytes)
    } catch {
        print("FAIL: input \(count) (\(label), \(bytes.count) bytes, kept at \(inputPath)): \(error)")
        exit(1)
    }
    let elapsed = started.duration(to: clock.now)
    let elapsedSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    if elapsedSeconds > slowest.seconds {
        slowest = (label, elapsedSeconds)
        _ = FileManager.default.createFile(atPath: inputPath + ".slowest", contents: Data(bytes))
    }
    count += 1
}
let peak = FuzzTarget.peakResidentBytes()
print(
    "SyntaxFuzz: \(count) inputs, no crash, no timeout; slowest \(String(format: "%.2f", slowest.seconds)) s "
        + "(\(slowest.label)); peak memory \(peak >> 20) MiB")
if peak > memoryBound {
    print("FAIL: peak memory \(peak >> 20) MiB is above the bound of \(memoryBound >> 20) MiB")
    exit(1)
}
try? FileManager.default.removeItem(atPath: inputPath)
