/// The module map's script, written for the page alone (no library): drawing, the side panel,
/// the focus view and the controls, in that order, as one function run when the page loads.
enum MapScript {
    /// The whole script.
    static var source: String {
        [drawing, panel, focus, controls].joined(separator: "\n")
    }
}
