import Foundation

/// Where a command runs: the console it writes to and the directory it works in.
public struct CommandContext: Sendable {
    /// Standard output and standard error (or a capture of them in tests).
    public let console: any Console
    /// The directory relative paths start from.
    public let workingDirectory: URL

    /// A context writing to `console` and working in `workingDirectory`.
    public init(console: any Console, workingDirectory: URL) {
        self.console = console
        self.workingDirectory = workingDirectory
    }

    /// The process's own terminal and current directory.
    public static var standard: CommandContext {
        CommandContext(
            console: StandardConsole(),
            workingDirectory: URL(filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory)
        )
    }
}
