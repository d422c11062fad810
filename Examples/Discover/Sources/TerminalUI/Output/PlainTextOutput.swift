/// Presents frames as plain-text snapshots: no styles, no cursor movement, one block of
/// lines per frame followed by a separator line. A frame whose text equals the last
/// one is not printed again.
///
/// This is the output of the non-interactive mode (scripts, pipes, CI) and of view
/// tests: ``frames`` keeps every snapshot printed.
@MainActor
public final class PlainTextOutput: TerminalOutput {
    /// The size views draw at.
    public let size: TerminalSize
    /// The line printed after each frame.
    public let separator: String
    /// Every snapshot printed, oldest first.
    public private(set) var frames: [String] = []
    private var lastPrinted: String?
    private let write: (String) -> Void

    /// Creates an output of `size` (80 × 24 by default) printing through `write`
    /// (standard output by default).
    public init(
        size: TerminalSize = .standard,
        separator: String? = nil,
        write: @escaping (String) -> Void = FileDescriptorWriter.standardOutput.write
    ) {
        self.size = size
        self.separator = separator ?? String(repeating: "─", count: size.columns)
        self.write = write
    }

    /// Prints `canvas` as plain text unless it looks the same as the last frame.
    public func present(_ canvas: Canvas) {
        let snapshot = canvas.plainText
        guard snapshot != lastPrinted else { return }
        lastPrinted = snapshot
        frames.append(snapshot)
        write(snapshot + "\n" + separator + "\n")
    }

    /// Makes the next frame print even if it looks the same as the last one.
    public func invalidate() {
        lastPrinted = nil
    }
}
