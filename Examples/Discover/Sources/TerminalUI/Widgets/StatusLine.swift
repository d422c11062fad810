/// A one-line status: nothing, work in progress with a spinner, a message, or an error.
public enum StatusLine: Hashable, Sendable {
    /// Nothing to say; the line stays blank.
    case idle
    /// Work in progress, such as `"Signing in…"`, shown after a spinner frame.
    case loading(String)
    /// A neutral message.
    case message(String)
    /// An error message, shown after a cross, in the error style.
    case error(String)

    /// The spinner frames; ``loading(_:)`` shows frame `tick % count`.
    public static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The line's text for spinner step `tick`.
    public func text(tick: Int = 0) -> String {
        switch self {
        case .idle: ""
        case .loading(let message): "\(Self.spinnerFrame(tick: tick)) \(message)"
        case .message(let message): message
        case .error(let message): "✗ \(message)"
        }
    }

    /// The spinner frame for step `tick`, counting around the frames (negative ticks too).
    public static func spinnerFrame(tick: Int) -> Character {
        let count = spinnerFrames.count
        return spinnerFrames[(tick % count + count) % count]
    }

    /// Draws the line on `row`, cut with an ellipsis to `width` columns.
    public func draw(in canvas: inout Canvas, row: Int, column: Int = 0, width: Int? = nil, tick: Int = 0) {
        let width = width ?? canvas.size.columns - column
        let style: TextStyle =
            switch self {
            case .error: TextStyle(.bold, foreground: .red)
            case .loading: .dim
            case .idle, .message: .plain
            }
        canvas.write(text(tick: tick).truncated(toWidth: width), row: row, column: column, style: style)
    }
}
