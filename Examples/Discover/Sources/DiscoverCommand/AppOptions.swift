import ArgumentParser

/// The options of the app itself (not of `serve`).
struct AppOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Talk to a Discover server (see `discover serve`) instead of the database.", valueName: "url"))
    var api: String?

    @Option(help: ArgumentHelp("Run the commands in <file> instead of reading the terminal.", valueName: "file"))
    var script: String?

    @Option(
        name: .customLong("open"),
        help: ArgumentHelp(
            "Open a deep link at start: discover://poi/<id>, discover://favorites, discover://search?q=<text>. Held until you sign in.",
            valueName: "link"))
    var openLink: String?

    /// The first of these options that was given, by name, if any.
    var firstGiven: String? {
        api != nil ? "--api" : script != nil ? "--script" : openLink != nil ? "--open" : nil
    }
}
