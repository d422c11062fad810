/// Everything a command accepts on its command line, declared as data so the
/// parser, the usage line and the help page are all derived from one place.
public struct CommandSignature: Sendable, Equatable {
    /// Positional arguments in the order they are given.
    public var arguments: [PositionalArgument]
    /// Options that take a value.
    public var options: [Option]
    /// Switches without a value.
    public var flags: [Flag]

    /// A signature with the given arguments, options and flags.
    public init(arguments: [PositionalArgument] = [], options: [Option] = [], flags: [Flag] = []) {
        self.arguments = arguments
        self.options = options
        self.flags = flags
    }

    /// The option called `--name` or `-name`, if declared.
    func option(named name: String) -> Option? {
        options.first { $0.name == name }
    }

    /// The option whose short alias is `short`, if declared.
    func option(short: Character) -> Option? {
        options.first { $0.short == short }
    }

    /// The flag called `--name`, if declared.
    func flag(named name: String) -> Flag? {
        flags.first { $0.name == name }
    }

    /// The flag whose short alias is `short`, if declared.
    func flag(short: Character) -> Flag? {
        flags.first { $0.short == short }
    }
}
