import Discover
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `discover serve`: the Discover API over the local database on 127.0.0.1.
public enum DiscoverServe {
    /// File descriptors kept free for the database, the event loop and standard streams when
    /// the connection cap is fitted to the open-file limit.
    static let reservedDescriptors = 32
    /// The connection cap when none is given and the open-file limit allows it.
    static let defaultMaximumConnections = 256

    /// Opens the database (resetting it if asked), creates the demo account, listens on
    /// 127.0.0.1:`port`, writes "Serving on http://127.0.0.1:PORT" to standard output at once
    /// (unbuffered, so a redirected output has it too) and serves until the process ends. Log
    /// lines go to standard error; one that cannot be written (a full disk) is counted, and
    /// `GET /health` reports the count, while serving goes on.
    ///
    /// - Returns: the exit status when the server cannot start (it never stops on its own).
    public static func run(_ options: DiscoverOptions, port: UInt16) async -> Int32 {
        // A closed standard error or output must not end the server either: its writes fail with EPIPE instead.
        signal(SIGPIPE, SIG_IGN)
        let log: @Sendable (String) -> Void = { line in StreamLog.standardError.write("discover serve: \(line)\n") }
        do {
            let database = try await DiscoverLauncher.openDatabase(path: options.databasePath, reset: options.reset)
            let auth = LocalAuthService(database: database)
            do {
                try await auth.ensureAccount(.standard)
            } catch {
                throw LaunchError.data(error.description)
            }
            var configuration = HTTPServerConfiguration()
            configuration.maximumConnections = options.maximumConnections ?? fittedConnectionCap()
            configuration.allowedHosts = Set(options.allowedHosts)
            configuration.log = log
            let api = DiscoverAPI(database: database, auth: auth, log: log, unwrittenLogLines: { StreamLog.standardError.unwrittenLines })
            let server = HTTPServer(configuration: configuration, handler: api.handle)
            let bound = try server.start(host: "127.0.0.1", port: port)
            StreamLog.standardOutput.write("Serving on http://127.0.0.1:\(bound)\n")
            while true {
                try await Task.sleep(for: .seconds(3_600))
            }
        } catch let error as LaunchError {
            log(error.description)
        } catch {
            log("\(error)")
        }
        return 1
    }

    /// The default cap, lowered so that connections and the reserve fit in the open-file limit.
    static func fittedConnectionCap() -> Int {
        var limit = rlimit()
        #if os(Linux)
        let status = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
        let status = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        guard status == 0 else {
            return defaultMaximumConnections
        }
        return max(1, min(defaultMaximumConnections, Int(clamping: limit.rlim_cur) - reservedDescriptors))
    }
}
