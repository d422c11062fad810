/// Runs a tree of ``Command``s from a command line: finds the subcommand, handles
/// `--help`, `help <subcommand>` and `--version`, parses the arguments, runs the
/// command and turns its outcome into an ``ExitCode``.
public struct CommandLineTool: Sendable {
    /// The top command, whose name is the tool's name.
    public let root: any Command
    /// What `--version` prints.
    public let version: String

    /// The flag the root command gets from the tool.
    static let versionFlag = Flag("version", help: "Show the version.")

    /// A tool whose top command is `root`.
    public init(root: any Command, version: String) {
        self.root = root
        self.version = version
    }

    /// Runs the command line `words` (without the executable's own path) and returns
    /// the status to exit with; output and errors go to `context.console`.
    public func run(_ words: [String], in context: CommandContext) -> ExitCode {
        let console = context.console
        if words.first == "help", root.configuration.subcommand(named: "help") == nil {
            return showHelp(for: Array(words.dropFirst()), console: console)
        }
        let (command, path, rest) = resolve(words)
        let helper = renderer(for: command, path: path)
        let beforeTerminator = rest.prefix { $0 != "--" }
        if beforeTerminator.contains("--help") || beforeTerminator.contains("-h") {
            console.writeOutput(helper.text)
            return .success
        }
        do {
            var signature = command.configuration.signature
            if path.count == 1 { signature.flags.append(Self.versionFlag) }
            if let first = rest.first, !first.hasPrefix("-"), !command.configuration.subcommands.isEmpty,
               signature.arguments.isEmpty {
                throw UsageError.unknownSubcommand(
                    first, available: command.configuration.subcommands.map(\.configuration.name)
                )
            }
            let arguments = try ArgumentParser(signature: signature).parse(Array(rest))
            if path.count == 1, arguments.isSet(Self.versionFlag.name) {
                console.output(version)
                return .success
            }
            return try command.run(arguments, in: context)
        } catch let error as UsageError {
            report(error, helper: helper, console: console)
            return .usage
        } catch {
            console.error("Error: \(error)")
            return .failure
        }
    }

    /// The deepest command `words` name, the path to it and the words left for it.
    private func resolve(_ words: [String]) -> (any Command, [String], ArraySlice<String>) {
        var command = root
        var path = [root.configuration.name]
        var rest = words[...]
        while let next = rest.first, let subcommand = command.configuration.subcommand(named: next) {
            command = subcommand
            path.append(next)
            rest.removeFirst()
        }
        return (command, path, rest)
    }

    private func showHelp(for words: [String], console: any Console) -> ExitCode {
        let (command, path, rest) = resolve(words)
        let helper = renderer(for: command, path: path)
        if let unknown = rest.first {
            let error = UsageError.unknownSubcommand(
                unknown, available: command.configuration.subcommands.map(\.configuration.name)
            )
            report(error, helper: helper, console: console)
            return .usage
        }
        console.writeOutput(helper.text)
        return .success
    }

    private func renderer(for command: any Command, path: [String]) -> HelpRenderer {
        HelpRenderer(
            commandPath: path,
            configuration: command.configuration,
            toolFlags: path.count == 1 ? [Self.versionFlag] : []
        )
    }

    private func report(_ error: UsageError, helper: HelpRenderer, console: any Console) {
        let path = helper.commandPath.joined(separator: " ")
        console.error("Error: \(error)")
        console.error("Usage: \(helper.usage)")
        console.error("  See '\(path) --help' for more information.")
    }
}
