import Foundation
import GeneratedApps

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "write", arguments.count >= 3, let modules = Int(arguments[1]) {
    let summary = try NavigatingAppGenerator.write(modules: modules, under: URL(fileURLWithPath: arguments[2]), pods: arguments.contains("--pods"))
    print("wrote \(summary.files) files, \(summary.lines) lines")
}
