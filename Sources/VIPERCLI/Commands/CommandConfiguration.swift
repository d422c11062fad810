/// What a command is called, what it says about itself in help, what it accepts
/// and which subcommands it groups.
public struct CommandConfiguration: Sendable {
    /// The word that selects the command (`new`).
    public let name: String
    /// One sentence for OVERVIEW and the parent's SUBCOMMANDS list.
    public let abstract: String
    /// Further paragraphs shown after the overview in the command's help.
    public let discussion: String
    /// The arguments, options and flags the command accepts.
    public let signature: CommandSignature
    /// Commands selected by the word after this one's name.
    public let subcommands: [any Command]

    /// A command named `name`.
    public init(
        name: String,
        abstract: String,
        discussion: String = "",
        signature: CommandSignature = CommandSignature(),
        subcommands: [any Command] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.signature = signature
        self.subcommands = subcommands
    }

    /// The subcommand called `name`, if any.
    public func subcommand(named name: String) -> (any Command)? {
        subcommands.first { $0.configuration.name == name }
    }
}
