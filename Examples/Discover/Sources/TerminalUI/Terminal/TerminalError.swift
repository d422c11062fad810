#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a terminal operation failed, with what to do about it.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Raw mode needs a terminal, and the file descriptor is something else.
    case notATerminal(fileDescriptor: Int32)
    /// A system call on the terminal failed with `errno`.
    case systemCallFailed(call: String, errno: Int32)
    /// A script of commands could not be opened.
    case cannotOpenScript(path: String, errno: Int32)

    /// What was expected, what happened, and what to do.
    public var description: String {
        switch self {
        case .notATerminal(let fileDescriptor):
            "Expected file descriptor \(fileDescriptor) to be a terminal for interactive mode, "
                + "but it is a pipe or a file. Run in a terminal, or use the line-based mode "
                + "(LineReader and PlainTextOutput) for scripts and pipes."
        case .systemCallFailed(let call, let errno):
            "\(call) failed on the terminal: \(Self.message(for: errno)) (errno \(errno)). "
                + "Check that the terminal is still open and that this process owns it."
        case .cannotOpenScript(let path, let errno):
            "Expected a readable script file at '\(path)', but it could not be opened: "
                + "\(Self.message(for: errno)) (errno \(errno)). Check the path and its permissions."
        }
    }

    private static func message(for errno: Int32) -> String {
        String(cString: strerror(errno))
    }
}
