/// Why a script line could not run; the script stops with this message and exit 1.
enum ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The verb means nothing on this screen (nor to the app).
    case unknownCommand(String, available: [String])
    /// The verb is known but its argument is unusable.
    case invalidArgument(verb: String, expected: String, found: String)

    var description: String {
        switch self {
        case .unknownCommand(let verb, let available):
            "Unknown command '\(verb)' here. Commands on this screen: \(available.joined(separator: ", "))."
        case .invalidArgument(let verb, let expected, let found):
            "'\(verb)' expects \(expected), found '\(found)'."
        }
    }
}
