// `discover`: parses the command line and hands over to the Discover library.
import Discover
import DiscoverServer
import Foundation

let options: DiscoverOptions
do {
    options = try DiscoverOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("Error: \(error.description)\nHelp: discover --help\n".utf8))
    exit(2)
}

switch options.mode {
case .help:
    print(DiscoverOptions.helpText)
case .app:
    exit(await DiscoverLauncher.runApp(options))
case .serve(let port):
    do {
        let services = try await DiscoverLauncher.localServices(databasePath: options.databasePath, reset: options.reset)
        let server = HTTPServer(handler: DiscoverAPI(services: services).handle)
        let bound = try server.start(host: "127.0.0.1", port: port)
        print("Serving the Discover API on http://127.0.0.1:\(bound) (Ctrl-C stops).")
        while true { try await Task.sleep(for: .seconds(3600)) }
    } catch {
        FileHandle.standardError.write(Data("discover: \(error)\n".utf8))
        exit(1)
    }
}
