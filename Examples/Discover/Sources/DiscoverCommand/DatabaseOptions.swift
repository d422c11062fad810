import ArgumentParser

/// The options `discover` and `discover serve` share: which database, and whether to start it anew.
struct DatabaseOptions: ParsableArguments {
    @Option(
        name: .customLong("db"),
        help: ArgumentHelp(
            "The SQLite database file (default: $XDG_DATA_HOME/discover/discover.sqlite, or ~/.local/share/discover/discover.sqlite).",
            valueName: "path"))
    var path: String?

    @Flag(
        help:
            "Delete the database first; it is created and imported again. Only a Discover database that no other discover has open is deleted."
    )
    var reset = false

    func validate() throws {
        if path?.isEmpty == true {
            throw ValidationError("--db needs the path of a database file, not an empty one.")
        }
    }
}
