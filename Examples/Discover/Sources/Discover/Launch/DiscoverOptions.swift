import Foundation

/// What the `discover` command line asked for.
public struct DiscoverOptions: Equatable, Sendable {
    /// What to run.
    public enum Mode: Equatable, Sendable {
        /// The app: interactive on a terminal, a script otherwise.
        case app
        /// The Discover HTTP API over the local database, on `port` of 127.0.0.1.
        case serve(port: UInt16)
        /// Print the help text and exit 0.
        case help
    }

    /// What to run.
    public var mode: Mode = .app
    /// The database file; nil means the default in the user's data directory.
    public var databasePath: String?
    /// Delete the database first, so it is created and imported anew.
    public var reset = false
    /// Use the Discover server at this address instead of the local database.
    public var apiURL: URL?
    /// Read commands from this file instead of the terminal.
    public var scriptPath: String?
    /// A `discover://` link to open at start (held until someone signs in).
    public var openLink: String?
    /// With serve: host names accepted in the `Host` header besides the loopback names.
    public var allowedHosts: [String] = []
    /// With serve: the most connections served at once; nil for the server's default.
    public var maximumConnections: Int?

    /// Options with every default.
    public init() {}

    /// The help text, in the style of swift-argument-parser.
    public static let helpText = """
        OVERVIEW: Discover places — the VIPERKit reference app, in your terminal.

        Sign in with the demo account demo@discover.app / discover123. On a terminal the
        app is interactive; with a script file, or when standard input is not a terminal,
        it reads one command per line and prints each screen as text.

        USAGE: discover [--db <path>] [--reset] [--api <url>] [--script <file>] [--open <link>]
               discover serve [--db <path>] [--reset] [--port <port>] [--allow-host <name>] [--max-connections <n>]

        OPTIONS:
          --db <path>       The SQLite database file (default: $XDG_DATA_HOME/discover/discover.sqlite,
                            or ~/.local/share/discover/discover.sqlite).
          --reset           Delete the database first; it is created and imported again. Only a
                            Discover database that no other discover has open is deleted.
          --api <url>       Talk to a Discover server (see `discover serve`) instead of the database.
          --script <file>   Run the commands in <file> instead of reading the terminal.
          --open <link>     Open a deep link at start: discover://poi/<id>, discover://favorites,
                            discover://search?q=<text>. Held until you sign in.
          --port <port>     With serve: the port on 127.0.0.1 (default: 8080; 0 picks a free one).
          --allow-host <name>
                            With serve: also accept requests whose Host header is <name> (the
                            loopback names are always accepted; repeat for more names).
          --max-connections <n>
                            With serve: the most connections served at once (default: 256,
                            lowered to fit the open-file limit).
          -h, --help        Show help information.

        SCRIPT COMMANDS:
          Every screen lists its own with `help`. On every screen: back, link <discover://…>,
          show, help, quit.
        """

    /// Whether `text` is a DNS host name: ASCII letters, digits, hyphens and dots, at most 253 characters.
    private static func isHostName(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 253 && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
    }

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: a ``DiscoverUsageError`` naming what was expected.
    public static func parse(_ arguments: [String]) throws(DiscoverUsageError) -> DiscoverOptions {
        var options = DiscoverOptions()
        var remaining = arguments[...]
        if remaining.first == "serve" {
            options.mode = .serve(port: 8080)
            remaining = remaining.dropFirst()
        }
        func value(for option: String) throws(DiscoverUsageError) -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                throw .missingValue(option: option)
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                options.mode = .help
                return options
            case "--db":
                let path = try value(for: argument)
                guard !path.isEmpty else { throw .invalidValue(option: argument, value: path, expected: "the path of a database file") }
                options.databasePath = path
            case "--reset":
                options.reset = true
            case "--api":
                let text = try value(for: argument)
                guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
                    scheme == "http" || scheme == "https", url.host != nil
                else { throw .invalidValue(option: argument, value: text, expected: "an http:// or https:// URL") }
                options.apiURL = url
            case "--script":
                options.scriptPath = try value(for: argument)
            case "--open":
                options.openLink = try value(for: argument)
            case "--port":
                let text = try value(for: argument)
                guard case .serve = options.mode else { throw .notApplicable(option: argument, mode: "the app") }
                guard let port = UInt16(text) else {
                    throw .invalidValue(option: argument, value: text, expected: "a port number from 0 to 65535")
                }
                options.mode = .serve(port: port)
            case "--allow-host":
                let name = try value(for: argument)
                guard case .serve = options.mode else { throw .notApplicable(option: argument, mode: "the app") }
                guard isHostName(name) else {
                    throw .invalidValue(option: argument, value: name, expected: "a host name such as discover.test")
                }
                options.allowedHosts.append(name.lowercased())
            case "--max-connections":
                let text = try value(for: argument)
                guard case .serve = options.mode else { throw .notApplicable(option: argument, mode: "the app") }
                guard let count = Int(text), (1...65_536).contains(count) else {
                    throw .invalidValue(option: argument, value: text, expected: "a number from 1 to 65536")
                }
                options.maximumConnections = count
            default:
                throw .unknownArgument(argument)
            }
        }
        if case .serve = options.mode, options.apiURL != nil || options.scriptPath != nil || options.openLink != nil {
            throw .notApplicable(option: options.apiURL != nil ? "--api" : options.scriptPath != nil ? "--script" : "--open", mode: "serve")
        }
        return options
    }
}

/// A command line `discover` cannot run; printed with a pointer to `--help`, exit 2.
public enum DiscoverUsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An argument that is no option.
    case unknownArgument(String)
    /// An option given without its value.
    case missingValue(option: String)
    /// An option whose value is unusable.
    case invalidValue(option: String, value: String, expected: String)
    /// An option that means nothing in this mode.
    case notApplicable(option: String, mode: String)

    public var description: String {
        switch self {
        case .unknownArgument(let argument): "Unknown option '\(argument)'."
        case .missingValue(let option): "Missing value for '\(option)'."
        case .invalidValue(let option, let value, let expected):
            "The value '\(value)' is invalid for '\(option)': expected \(expected)."
        case .notApplicable(let option, let mode): "'\(option)' cannot be used with \(mode)."
        }
    }
}
