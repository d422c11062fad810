/// Renders a command's help page and usage line in the style of swift-argument-parser:
/// OVERVIEW, USAGE, ARGUMENTS, OPTIONS and SUBCOMMANDS sections.
public struct HelpRenderer: Sendable {
    /// The words that reach the command, starting with the tool's name (`["viper", "new"]`).
    public let commandPath: [String]
    /// The command whose help is shown.
    public let configuration: CommandConfiguration
    /// Flags the tool handles itself for this command, such as `--version` on the root.
    public let toolFlags: [Flag]

    /// Where the help text of an entry starts: two spaces, a 22-column label, two spaces.
    static let helpColumn = 26

    /// The flag every command understands.
    static let helpFlag = Flag("help", short: "h", help: "Show help information.")

    /// A renderer for `configuration` reached through `commandPath`.
    public init(commandPath: [String], configuration: CommandConfiguration, toolFlags: [Flag] = []) {
        self.commandPath = commandPath
        self.configuration = configuration
        self.toolFlags = toolFlags
    }

    /// The synopsis after `USAGE: `, `viper new <module> [--ui <ui>] [--force]`, wrapped
    /// so that continuation lines line up after a 7-column prefix.
    public var usage: String {
        let signature = configuration.signature
        var items: [String] = []
        if !configuration.subcommands.isEmpty, signature.arguments.isEmpty {
            items.append("<subcommand>")
        }
        items += signature.arguments.map { argument in
            let label = argument.isVariadic ? "\(argument.label) ..." : argument.label
            return argument.isOptional ? "[\(label)]" : label
        }
        items += signature.options.map { "[\($0.label)\($0.isRepeating ? " ..." : "")]" }
        items += signature.flags.map { "[\($0.label)]" }
        let head = commandPath.joined(separator: " ")
        let prefix = "USAGE: "
        return TextWrapping.wrap(
            [head] + items, firstLineUsed: prefix.count, indent: prefix.count + head.count + 1
        ).joined(separator: "\n")
    }

    /// The full help page.
    public var text: String {
        var sections: [String] = []
        var overview = TextWrapping.wrap(
            configuration.abstract.split(separator: " ").map(String.init), firstLineUsed: 10, indent: 0
        ).joined(separator: "\n")
        overview = "OVERVIEW: " + overview
        if !configuration.discussion.isEmpty {
            overview += "\n\n" + configuration.discussion
                .components(separatedBy: "\n\n")
                .map { paragraph in
                    paragraph.hasPrefix("  ") ? paragraph : TextWrapping.paragraph(paragraph)
                }
                .joined(separator: "\n\n")
        }
        sections.append(overview)
        sections.append("USAGE: " + usage)

        let signature = configuration.signature
        if !signature.arguments.isEmpty {
            sections.append(section("ARGUMENTS", signature.arguments.map { argument in
                (argument.isVariadic ? "\(argument.label) ..." : argument.label, argument.help)
            }))
        }
        var options: [(String, String)] = signature.options.map { option in
            (Self.label(option.label, short: option.short), Self.helpText(for: option))
        }
        options += (signature.flags + toolFlags + [Self.helpFlag]).map { flag in
            (Self.label(flag.label, short: flag.short), flag.help)
        }
        sections.append(section("OPTIONS", options))

        if !configuration.subcommands.isEmpty {
            var entries = configuration.subcommands.map {
                ($0.configuration.name, $0.configuration.abstract)
            }
            let isRoot = commandPath.count == 1
            if isRoot {
                entries.append(("help", "Show subcommand help information."))
            }
            let hint = isRoot
                ? "  See '\(commandPath[0]) help <subcommand>' for detailed help."
                : "  See '\(commandPath.joined(separator: " ")) <subcommand> --help' for detailed help."
            sections.append(section("SUBCOMMANDS", entries) + "\n\n" + hint)
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private static func label(_ long: String, short: Character?) -> String {
        short.map { "-\($0), \(long)" } ?? long
    }

    private static func helpText(for option: Option) -> String {
        var notes: [String] = []
        if !option.allowedValues.isEmpty {
            notes.append("values: " + option.allowedValues.joined(separator: ", "))
        }
        if let defaultValue = option.defaultValue {
            notes.append("default: \(defaultValue)")
        }
        if option.isRepeating {
            notes.append("repeatable")
        }
        return notes.isEmpty ? option.help : "\(option.help) (\(notes.joined(separator: "; ")))"
    }

    private func section(_ title: String, _ entries: [(label: String, help: String)]) -> String {
        let lines = entries.map { entry -> String in
            let label = "  " + entry.label
            let words = entry.help.split(separator: " ").map(String.init)
            let help = TextWrapping.wrap(words, firstLineUsed: Self.helpColumn, indent: Self.helpColumn)
                .joined(separator: "\n")
            if label.count + 2 > Self.helpColumn {
                return label + "\n" + String(repeating: " ", count: Self.helpColumn) + help
            }
            return label + String(repeating: " ", count: Self.helpColumn - label.count) + help
        }
        return "\(title):\n" + lines.joined(separator: "\n")
    }
}
