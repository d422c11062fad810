import ArgumentParser

/// A group command (`viper`, `viper template`) named without one of its subcommands.
struct MissingSubcommand: CommandFailure {
    /// The group that was named.
    let group: any ParsableCommand.Type

    var exitCode: ExitCode { .usage }

    /// What was expected, the group's usage line, and where to read more, as swift-argument-parser
    /// words its own usage errors.
    var description: String {
        let names = group.configuration.subcommands.compactMap { $0.configuration.commandName }
        let path = VIPERCommand.commandPath(to: group).joined(separator: " ")
        return """
            Missing expected subcommand. Please provide one of \(English.quotedChoices(names)).
            Usage: \(VIPERCommand.usageString(for: group))
              See '\(path) --help' for more information.
            """
    }
}
