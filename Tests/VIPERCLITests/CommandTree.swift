import ArgumentParser
import VIPERCLI

/// Every command below `viper`, found by walking the subcommand lists, with the words that name it.
enum CommandTree {
    struct Entry {
        let path: [String]
        let type: any ParsableCommand.Type
    }

    static func entries(under command: any ParsableCommand.Type = VIPERCommand.self, path: [String] = []) -> [Entry] {
        command.configuration.subcommands.flatMap { child in
            let entry = Entry(path: path + [child.configuration.commandName ?? "\(child)"], type: child)
            return [entry] + entries(under: child, path: entry.path)
        }
    }
}
