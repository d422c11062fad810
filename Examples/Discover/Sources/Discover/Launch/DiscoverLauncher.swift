import Foundation
import TerminalUI
import VIPER

/// Starts Discover from parsed options: opens the data, builds the coordinator and runs
/// the interactive or the script session. The `discover` executable only calls this.
public enum DiscoverLauncher {
    /// The services over the local database at `path` (see ``openDatabase(path:reset:)``),
    /// with the demo account.
    public static func localServices(databasePath path: String?, reset: Bool) async throws(LaunchError) -> DiscoverServices {
        let database = try await openDatabase(path: path, reset: reset)
        do {
            return try await DiscoverServices.local(database: database)
        } catch {
            throw .data(error.description)
        }
    }

    /// Opens the database at `path` (default location when nil), deleting it first when
    /// `reset`, importing the places on first run with progress on standard error.
    ///
    /// Reset deletes only a Discover database that no process has open (see ``DiscoverDatabase/delete(at:)``).
    public static func openDatabase(path: String?, reset: Bool) async throws(LaunchError) -> DiscoverDatabase {
        let url = path.map { URL(fileURLWithPath: $0) } ?? DiscoverDatabase.defaultURL()
        do {
            if reset {
                try DiscoverDatabase.delete(at: url)
            }
            let progress = ImportProgressPrinter()
            return try await DiscoverDatabase.open(at: url) { progress.show($0) }
        } catch {
            throw .database(error)
        }
    }

    /// Runs the app with `options` until the user quits or the script ends.
    ///
    /// - Returns: the process exit status.
    @MainActor
    public static func runApp(_ options: DiscoverOptions) async -> Int32 {
        do {
            let services = try await services(for: options)
            let coordinator: AppCoordinator
            do {
                coordinator = try AppCoordinator(services: services)
            } catch {
                throw LaunchError.data(error.description)
            }
            if let link = options.openLink {
                do {
                    try coordinator.open(link: link)
                } catch {
                    throw LaunchError.link(error.description)
                }
            }
            let terminal = RawTerminal()
            if options.scriptPath == nil, terminal.isInteractive {
                do {
                    return try await InteractiveSession(
                        coordinator: coordinator, terminal: terminal,
                        environment: ProcessInfo.processInfo.environment
                    ).run()
                } catch {
                    throw LaunchError.terminal(error.description)
                }
            }
            let reader: LineReader
            do {
                reader = try options.scriptPath.map { path throws(TerminalError) in try LineReader(scriptPath: path) } ?? LineReader()
            } catch {
                throw LaunchError.terminal(error.description)
            }
            let session = ScriptSession(
                coordinator: coordinator,
                output: PlainTextOutput(),
                reportError: { StreamLog.standardError.write("discover: \($0)\n") }
            )
            return await session.run(reader)
        } catch let error as LaunchError {
            StreamLog.standardError.write("discover: \(error.description)\n")
            return 1
        } catch {
            StreamLog.standardError.write("discover: \(error)\n")
            return 1
        }
    }

    private static func services(for options: DiscoverOptions) async throws(LaunchError) -> DiscoverServices {
        if let api = options.apiURL {
            return DiscoverServices.http(baseURL: api)
        }
        return try await localServices(databasePath: options.databasePath, reset: options.reset)
    }

}

/// Why `discover` could not start or run; printed as `discover: <message>`, exit 1.
public enum LaunchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The database file could not be opened, created or reset.
    case database(DatabaseError)
    /// The data services or the server could not be used.
    case data(String)
    /// The terminal or the script file could not be used.
    case terminal(String)
    /// The `--open` link is not one Discover knows.
    case link(String)

    public var description: String {
        switch self {
        case .database(let error): error.description
        case .data(let message): message
        case .terminal(let message): message
        case .link(let message): "--open: \(message)"
        }
    }
}

/// Prints import progress on standard error: a line that updates in place on a
/// terminal, the start and the end otherwise.
private final class ImportProgressPrinter: Sendable {
    private let isTerminal = isatty(STDERR_FILENO) == 1

    func show(_ progress: ImportProgress) {
        let done = progress.imported == progress.total
        guard isTerminal || progress.imported == 0 || done else { return }
        let percent = Int(progress.fraction * 100)
        let line = "Importing places… \(progress.imported)/\(progress.total) (\(percent)%)"
        let text = isTerminal ? "\r\(line)\(done ? "\n" : "")" : "\(line)\n"
        StreamLog.standardError.write(text)
    }
}
