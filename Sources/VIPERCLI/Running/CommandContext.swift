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

    /// A path the user gave, resolved against ``workingDirectory`` unless it is absolute,
    /// with `.` and `..` removed. Every command resolves user paths through this function.
    public func url(for path: String) -> URL {
        (path.hasPrefix("/") ? URL(filePath: path) : workingDirectory.appending(path: path)).standardizedFileURL
    }
}
