/// Something that happened at the terminal, delivered by ``KeyEventLoop``.
public enum TerminalEvent: Hashable, Sendable {
    /// A key was pressed. Ctrl-C arrives here as ``Key/interrupt``.
    case key(Key)
    /// The terminal changed size (SIGWINCH); redraw for the new size.
    case resize(TerminalSize)
    /// The process received SIGINT, SIGTERM or SIGHUP; the terminal is already restored.
    case interrupted(signal: Int32)
    /// The input was closed; no more keys will come.
    case endOfInput

    /// The conventional exit status for an app that stops on this event: 130 for
    /// Ctrl-C, 128 + n for signal n, `nil` for events that are no interruption.
    public var interruptionExitStatus: Int32? {
        switch self {
        case .key(.interrupt): 130
        case .interrupted(let signal): 128 + signal
        default: nil
        }
    }
}

/// A line of a script or of piped input, delivered by ``LineReader``.
public enum LineEvent: Hashable, Sendable {
    /// One line, without its line terminator (`\n` or `\r\n`).
    case line(String)
    /// The input ended; no more lines will come.
    case endOfInput
}
