import Foundation

/// What the `discover` command line asked for, once parsed and validated (by the
/// `DiscoverCommand` library): the app's settings and, for `discover serve`, the server's.
public struct DiscoverOptions: Equatable, Sendable {
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
}
