import VIPERLock

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal in raw mode: keys arrive one by one, unechoed, Ctrl-C as a key.
///
/// ``enter(alternateScreen:)`` saves the terminal's settings, switches to raw mode and
/// (by default) to the alternate screen with the cursor hidden. ``restore()`` puts
/// everything back; it is idempotent and safe from any thread. Restoration is also
/// guaranteed when the process exits (an `atexit` hook), when it receives SIGINT,
/// SIGTERM or SIGHUP (see ``onSignal(_:)``), and when the body of
/// ``withRawMode(isolation:alternateScreen:_:)`` throws.
///
/// ```swift
/// let terminal = RawTerminal()
/// try await terminal.withRawMode {
///     await app.run()
/// }
/// ```
public final class RawTerminal: Sendable {
    /// The descriptor keys are read from and whose settings change.
    public let input: Int32
    /// The descriptor frames are written to.
    public let output: Int32

    private struct State {
        var signalWatch: SignalWatch?
        var signalHandler: (@Sendable (Int32) -> Void)?
    }

    private let state = Locked(State())

    /// The signals after which the terminal is restored.
    public static let restoringSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Creates a handle on the terminal behind `input` and `output`; nothing changes yet.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Whether both descriptors are terminals, so the interactive mode can run.
    public var isInteractive: Bool {
        TerminalDevice.isTerminal(input) && TerminalDevice.isTerminal(output)
    }

    /// Whether raw mode is on (between ``enter(alternateScreen:)`` and ``restore()``).
    public var isRaw: Bool {
        TerminalRestoration.isRegistered(ObjectIdentifier(self))
    }

    /// The size of the output terminal, 80 × 24 if it cannot be read.
    public var size: TerminalSize {
        TerminalDevice.size(of: output)
    }

    /// Switches to raw mode and, if asked, to the alternate screen with a hidden cursor.
    /// Calling it again while raw changes nothing.
    public func enter(alternateScreen: Bool = true) throws(TerminalError) {
        guard TerminalDevice.isTerminal(input) else { throw .notATerminal(fileDescriptor: input) }
        guard !isRaw else { return }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { throw .systemCallFailed(call: "tcgetattr", errno: errno) }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { throw .systemCallFailed(call: "tcsetattr", errno: errno) }

        let trailer =
            ANSIControl.resetStyle + ANSIControl.showCursor
            + (alternateScreen ? ANSIControl.leaveAlternateScreen : "")
        TerminalRestoration.register(
            ObjectIdentifier(self),
            TerminalRestoration.Record(input: input, original: original, output: output, trailer: trailer))
        watchSignals()
        let header = (alternateScreen ? ANSIControl.enterAlternateScreen : "") + ANSIControl.hideCursor
        FileDescriptorWriter(fileDescriptor: output).write(header)
    }

    /// Restores the settings saved by ``enter(alternateScreen:)``, shows the cursor and
    /// leaves the alternate screen. Does nothing if the terminal is not raw.
    public func restore() {
        state.withLock { state in
            state.signalWatch?.cancel()
            state.signalWatch = nil
        }
        TerminalRestoration.restore(ObjectIdentifier(self))
    }

    /// Sets what happens after SIGINT, SIGTERM or SIGHUP has restored the terminal.
    ///
    /// Without a handler the process exits with status 128 + the signal number. The
    /// handler runs on a background queue; ``KeyEventLoop`` installs one that delivers
    /// ``TerminalEvent/interrupted(signal:)`` to the main actor instead.
    public func onSignal(_ handler: (@Sendable (Int32) -> Void)?) {
        state.withLock { $0.signalHandler = handler }
    }

    /// Runs `body` in raw mode and restores the terminal afterwards, whether `body`
    /// returns or throws.
    public func withRawMode<T>(
        isolation: isolated (any Actor)? = #isolation,
        alternateScreen: Bool = true,
        _ body: () async throws -> T
    ) async throws -> T {
        try enter(alternateScreen: alternateScreen)
        defer { restore() }
        return try await body()
    }

    private func watchSignals() {
        let watch = SignalWatch(signals: Self.restoringSignals) {
            [weak self] signalNumber in self?.handleSignal(signalNumber)
        }
        state.withLock { $0.signalWatch = watch }
    }

    private func handleSignal(_ signalNumber: Int32) {
        let handler = state.withLock { $0.signalHandler }
        restore()
        if let handler {
            handler(signalNumber)
        } else {
            exit(128 + signalNumber)
        }
    }
}
