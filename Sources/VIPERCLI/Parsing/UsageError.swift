/// A command line that does not match what the command accepts. The tool prints
/// it with the command's usage line and exits with ``ExitCode/usage``.
public enum UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required positional argument was not given.
    case missingArgument(PositionalArgument)
    /// An option or flag the command does not declare.
    case unknownOption(String)
    /// An option was given without a value.
    case missingValue(Option)
    /// An option got a value outside its allowed values.
    case invalidValue(String, for: Option)
    /// A positional argument's value was rejected by the command (with the reason).
    case invalidArgument(String, for: PositionalArgument, reason: String)
    /// A flag was given a value with `--flag=value`.
    case flagTakesNoValue(Flag, given: String)
    /// More positional values than the command accepts.
    case unexpectedArgument(String)
    /// A group command was called without one of its subcommands.
    case missingSubcommand(available: [String])
    /// A word that is not one of the group's subcommands.
    case unknownSubcommand(String, available: [String])

    /// The message after `Error: `, saying what was expected and what was found.
    public var description: String {
        switch self {
        case .missingArgument(let argument):
            "Missing expected argument '\(argument.label)'"
        case .unknownOption(let name):
            "Unknown option '\(name)'"
        case .missingValue(let option):
            "Missing value for '\(option.label)'"
        case .invalidValue(let value, let option):
            "The value '\(value)' is invalid for '\(option.label)'. Please provide one of \(Self.list(option.allowedValues))."
        case .invalidArgument(let value, let argument, let reason):
            "The value '\(value)' is invalid for '\(argument.label)': \(reason)"
        case .flagTakesNoValue(let flag, let given):
            "The flag '\(flag.label)' takes no value, but got '\(given)'. Give '\(flag.label)' alone."
        case .unexpectedArgument(let value):
            "Unexpected argument '\(value)'"
        case .missingSubcommand(let available):
            "Missing expected subcommand. Please provide one of \(Self.list(available))."
        case .unknownSubcommand(let name, let available):
            "Unknown subcommand '\(name)'. Please provide one of \(Self.list(available))."
        }
    }

    /// `'a', 'b' or 'c'`.
    static func list(_ values: [String]) -> String {
        let quoted = values.map { "'\($0)'" }
        guard let last = quoted.last else { return "nothing" }
        guard quoted.count > 1 else { return last }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
