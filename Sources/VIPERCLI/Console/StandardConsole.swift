import Foundation

/// The process's own standard output and standard error.
public struct StandardConsole: Console {
    /// The process's console.
    public init() {}

    /// Writes to file descriptor 1.
    public func writeOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes to file descriptor 2.
    public func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
