#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Questions about the device behind a file descriptor.
public enum TerminalDevice {
    /// Whether `fileDescriptor` is a terminal (not a pipe, a file or `/dev/null`).
    public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }

    /// The size of the terminal behind `fileDescriptor`, or ``TerminalSize/standard``
    /// (80 × 24) when it is not a terminal or reports no size.
    public static func size(of fileDescriptor: Int32) -> TerminalSize {
        var window = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return .standard
        }
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }
}
