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
            let cap = connectionCap(asked: options.maximumConnections, openFileLimit: openFileLimit())
            if let note = cap.note { log(note) }
            configuration.maximumConnections = cap.connections
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

    /// The connection cap for `asked` (`--max-connections`, nil when not given) under the process's
    /// `openFileLimit` (nil when unknown), and a line for the log when the cap is not what was asked.
    ///
    /// Without `--max-connections` the default is lowered so that connections and
    /// ``reservedDescriptors`` fit in the limit. A number above the limit can never be served (each
    /// connection is a descriptor), so it is lowered the same way and the log says so; a number
    /// within the limit is kept, and if descriptors run out the server pauses accepting (see
    /// ``HTTPServer``).
    static func connectionCap(asked: Int?, openFileLimit: Int?) -> (connections: Int, note: String?) {
        guard let openFileLimit else { return (asked ?? defaultMaximumConnections, nil) }
        let fitting = max(1, openFileLimit - reservedDescriptors)
        guard let asked else { return (min(defaultMaximumConnections, fitting), nil) }
        guard asked > openFileLimit else { return (asked, nil) }
        return (
            fitting,
            "--max-connections \(asked) lowered to \(fitting): the open-file limit is \(openFileLimit) "
                + "(ulimit -n), and \(reservedDescriptors) descriptors are kept for the database, the event loops and the standard streams"
        )
    }

    /// The process's open-file limit (`RLIMIT_NOFILE`, soft), or nil when it is unknown or unlimited (`RLIM_INFINITY`, all ones).
    static func openFileLimit() -> Int? {
        var limit = rlimit()
        #if os(Linux)
        let status = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
        let status = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        guard status == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: limit.rlim_cur)
    }
}
