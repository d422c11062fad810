import Foundation
import VIPERLint

// viper lint's reporters on a cached run: the same app, linted from a warm cache and rendered in
// each --format, against the text (xcode) report. A machine-readable report must cost no more
// than twice the text one.
// Run: swift run -c release ReportBenchmark [modules] [repetitions]
// The app has two findings per module (a presenter holding its view strongly, and importing
// UIKit): 650 modules give 1,300 findings. Each figure is the best of `repetitions` rounds; the
// formats take turns within a round, so a drift in the machine's speed reaches them alike.

let modules = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 650
let repetitions = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 7
let root = FileManager.default.temporaryDirectory.appendingPathComponent("viper-report-benchmark-\(getpid())")
defer { try? FileManager.default.removeItem(at: root) }

/// Writes `modules` modules, each a contract and a presenter with two findings.
func writeApp(modules: Int, under sources: URL) throws {
    for index in 0..<modules {
        let name = "Feature\(index)"
        let folder = sources.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let contracts = """
            protocol \(name)View: AnyObject {
                func show(title: String)
            }

            protocol \(name)Presentation: AnyObject {
                func viewDidLoad()
            }
            """
        let presenter = """
            import UIKit

            final class \(name)Presenter: \(name)Presentation {
                var view: \(name)View?

                func viewDidLoad() {
                    view?.show(title: "\(name) & <more>")
                }
            }
            """
        try Data(contracts.utf8).write(to: folder.appendingPathComponent("\(name)Contracts.swift"))
        try Data(presenter.utf8).write(to: folder.appendingPathComponent("\(name)Presenter.swift"))
    }
}

let sources = root.appendingPathComponent("Sources")
let cache = root.appendingPathComponent("cache")
try writeApp(modules: modules, under: sources)
let linter = Linter(cacheDirectory: cache)
let warm = try linter.lint(paths: [sources.path])
print("ReportBenchmark: \(modules) modules, \(warm.violations.count) findings, \(warm.fileCount) files, cached run")

var best = [ReportFormat: Double]()
for _ in 0..<repetitions {
    for format in ReportFormat.allCases {
        let clock = ContinuousClock()
        var bytes = 0
        let duration = try clock.measure {
            let report = try linter.lint(paths: [sources.path])
            bytes = format.render(report).utf8.count
        }
        precondition(bytes > 0, "\(format) rendered nothing")
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        best[format] = min(best[format] ?? .infinity, seconds)
    }
}

let text = best[.xcode] ?? 1
var failed = false
for format in ReportFormat.allCases {
    let seconds = best[format] ?? 0
    let ratio = seconds / text
    let machineReadable = format != .xcode && format != .github
    let verdict = machineReadable ? (ratio <= 2 ? "  (target ≤ 2×: met)" : "  (target ≤ 2×: NOT met)") : ""
    if machineReadable && ratio > 2 { failed = true }
    print(
        format.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
            + String(format: "%8.1f ms  %5.2f× text", seconds * 1000, ratio) + verdict)
}
exit(failed ? 1 : 0)
