// Generates 500 modules into a temporary tree, three ways, and compares each with a baseline:
//
//   spawned     `viper new` run as a process per module (process start included),
//               against spawning `viper --version` (process start alone);
//   in-process  the same command line through VIPERCommand.run,
//               against writing the same files with Data.write (no rendering, no checks,
//               but Foundation fsyncs every file, which viper's atomic writes do not);
//   rendering   ModuleGenerator.files(for:) alone, no disk,
//               against replacing {{Module}} with String.replacingOccurrences.
//
// Every measurement is the best of three alternating rounds, each into fresh folders.
//
// Build the release binary first:  swift build -c release --product viper
// Then:                            swift run -c release GeneratorBenchmark [count]
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import VIPERCLI
import VIPERGenerator

let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 500
let binDirectory = URL(filePath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
let viper = binDirectory.appending(path: "viper")
guard FileManager.default.isExecutableFile(atPath: viper.path) else {
    print("No viper binary at \(viper.path). Build it first: swift build -c release --product viper")
    exit(1)
}

func makeProject() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appending(path: "viper-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appending(path: "Sources/App"), withIntermediateDirectories: true)
    return root
}

func arguments(_ index: Int) -> [String] {
    ["new", "Module\(index)", "--sources-path", "Sources/App/Modules", "--tests-path", "Tests/AppTests", "--target", "App"]
}

/// Seconds taken by `body`.
func time(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// Runs viper with `arguments` in `directory` through posix_spawn and waits for it.
/// (Foundation's Process polls for the child's exit every 50 ms on Linux, which would
/// measure the poll, not viper.)
func spawn(_ arguments: [String], in directory: URL) throws {
    guard FileManager.default.changeCurrentDirectoryPath(directory.path) else {
        print("cannot enter \(directory.path)")
        exit(1)
    }
    let argv = ([viper.path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, viper.path, &actions, nil, argv, environ)
    var status: Int32 = 0
    guard spawned == 0, waitpid(pid, &status, 0) == pid, status == 0 else {
        print("viper \(arguments.joined(separator: " ")) failed (spawn \(spawned), status \(status))")
        exit(1)
    }
}

func report(_ name: String, seconds: Double, baselineName: String, baseline: Double) {
    let perOp = seconds / Double(count)
    let basePerOp = baseline / Double(count)
    print(
        name.padding(toLength: 44, withPad: " ", startingAt: 0)
            + String(format: "%12.0f ns/op  %8.3f ms/module", perOp * 1e9, perOp * 1e3))
    print(
        ("  baseline: " + baselineName).padding(toLength: 44, withPad: " ", startingAt: 0)
            + String(format: "%12.0f ns/op  ratio %.2fx", basePerOp * 1e9, perOp / basePerOp))
}

let rounds = 3
print("GeneratorBenchmark: \(count) modules, best of \(rounds) alternating rounds, \(ProcessInfo.processInfo.activeProcessorCount) cores")

let generator = try ModuleGenerator(templateSet: BuiltInTemplate.templateSet)
let requests = try (0..<count).map { index in
    ModuleRequest(
        name: try ModuleName(validating: "Module\(index)"), sourcesPath: "Sources/App/Modules",
        testsPath: "Tests/AppTests", target: "App"
    )
}
let rendered = try requests.map { try generator.files(for: $0) }

// Each round generates into fresh trees; the best round of each measurement is kept, so
// load from other processes on the machine inflates the figures as little as possible.
var spawnBaseline = Double.infinity, spawned = Double.infinity
var plainWrites = Double.infinity, inProcess = Double.infinity
for _ in 0..<rounds {
    let projects = try (0..<3).map { _ in try makeProject() }
    defer { projects.forEach { try? FileManager.default.removeItem(at: $0) } }

    // Spawned, against process start alone.
    spawnBaseline = min(spawnBaseline, try time { for _ in 0..<count { try spawn(["--version"], in: projects[0]) } })
    spawned = min(spawned, try time { for index in 0..<count { try spawn(arguments(index), in: projects[0]) } })

    // In-process, against plain writes of the same files.
    plainWrites = min(
        plainWrites,
        try time {
            for files in rendered {
                for file in files {
                    let url = projects[2].appending(path: file.path)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(file.contents.utf8).write(to: url)
                }
            }
        })
    let console = CapturingConsole()
    let context = CommandContext(console: console, workingDirectory: projects[1])
    inProcess = min(
        inProcess,
        time {
            for index in 0..<count where VIPERCommand.run(arguments(index), in: context) != .success {
                print(console.standardError)
                exit(1)
            }
        })
}
report("spawned viper new", seconds: spawned, baselineName: "spawned viper --version", baseline: spawnBaseline)
report("in-process viper new", seconds: inProcess, baselineName: "Data.write+fsync, same files", baseline: plainWrites)

// Rendering alone, against replacing {{Module}} in every template text with
// replacingOccurrences (no conditionals, no other variables: a floor, not an equal).
var sink = 0
let rendering = try time {
    for request in requests { sink &+= try generator.files(for: request).count }
}
let replacing = time {
    for request in requests {
        for file in BuiltInTemplate.templateSet.files {
            sink &+= file.text.replacingOccurrences(of: "{{Module}}", with: request.name.value).utf8.count
        }
    }
}
report("rendering only (no disk)", seconds: rendering, baselineName: "replacingOccurrences {{Module}}", baseline: replacing)
print("amortised per module including process start: \(String(format: "%.2f", spawned / Double(count) * 1e3)) ms (target <= 50 ms)")
if sink == 0 { print("unexpected: nothing rendered") }
