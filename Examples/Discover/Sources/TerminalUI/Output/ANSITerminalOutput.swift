/// Presents frames on a terminal with ANSI sequences, sending only what changed.
///
/// Its size follows the terminal (read on every access, 80 × 24 if unknown); a frame of
/// a new size is drawn in full. Styles are sent only when `stylesEnabled` is true; use
/// ``init(terminal:environment:)`` to decide that from `NO_COLOR` and `isatty`.
@MainActor
public final class ANSITerminalOutput: TerminalOutput {
    private var renderer: ANSIRenderer
    private let sizeProvider: () -> TerminalSize
    private let write: (String) -> Void

    /// Creates an output with an explicit size source and writer (for tests and for
    /// embedding).
    public init(
        stylesEnabled: Bool,
        size: @escaping () -> TerminalSize,
        write: @escaping (String) -> Void
    ) {
        self.renderer = ANSIRenderer(stylesEnabled: stylesEnabled)
        self.sizeProvider = size
        self.write = write
    }

    /// Creates an output for `terminal`'s output descriptor; styles follow
    /// ``StyleSupport/isEnabled(environment:outputIsTerminal:)`` for `environment`.
    public convenience init(terminal: RawTerminal, environment: [String: String]) {
        let writer = FileDescriptorWriter(fileDescriptor: terminal.output)
        self.init(
            stylesEnabled: StyleSupport.isEnabled(
                environment: environment, outputIsTerminal: TerminalDevice.isTerminal(terminal.output)),
            size: { terminal.size },
            write: writer.write)
    }

    /// Whether styles are sent.
    public var stylesEnabled: Bool { renderer.stylesEnabled }

    /// The terminal's current size.
    public var size: TerminalSize { sizeProvider() }

    /// Sends the ANSI text that turns the last frame into `canvas`, if any.
    public func present(_ canvas: Canvas) {
        let text = renderer.render(canvas)
        if !text.isEmpty { write(text) }
    }

    /// Makes the next frame clear the screen and draw in full.
    public func invalidate() {
        renderer.invalidate()
    }
}
