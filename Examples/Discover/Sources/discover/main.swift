// `discover`: parses the command line and hands over to the Discover library.
import Discover
import DiscoverServer
import Foundation

let options: DiscoverOptions
do {
    options = try DiscoverOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    StreamLog.standardError.write("Error: \(error.description)\nHelp: discover --help\n")
    exit(2)
}

switch options.mode {
case .help:
    print(DiscoverOptions.helpText)
case .app:
    exit(await DiscoverLauncher.runApp(options))
case .serve(let port):
    exit(await DiscoverServe.run(options, port: port))
}
