/// Where a view presents its frames, so the same view code serves the interactive
/// terminal (``ANSITerminalOutput``) and the non-interactive mode and tests
/// (``PlainTextOutput``).
///
/// ```swift
/// func render(_ state: LoginViewState) {
///     var canvas = Canvas(size: output.size)
///     // draw the state...
///     output.present(canvas)
/// }
/// ```
@MainActor
public protocol TerminalOutput: AnyObject {
    /// The size a view should draw at.
    var size: TerminalSize { get }
    /// Shows `canvas`, replacing the previous frame.
    func present(_ canvas: Canvas)
    /// Forgets what is on screen so the next frame is presented in full (Ctrl-L, resize).
    func invalidate()
}
