/// A process that holds a Discover database open: its id and command line.
public struct DatabaseHolder: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The process id.
    public let pid: Int32
    /// The command line it was started with, as it recorded it.
    public let command: String

    /// The holder `pid` running `command`.
    public init(pid: Int32, command: String) {
        self.pid = pid
        self.command = command
    }

    /// "pid 4242 (discover serve --db x.sqlite)".
    public var description: String {
        "pid \(pid) (\(command))"
    }

    /// The holders in words: "pid 1 (a)", "pid 1 (a) and pid 2 (b)", or "another process" for none.
    static func list(_ holders: [DatabaseHolder]) -> String {
        switch holders.count {
        case 0: "another process"
        case 1: holders[0].description
        default: holders.dropLast().map(\.description).joined(separator: ", ") + " and " + holders.last!.description
        }
    }
}
