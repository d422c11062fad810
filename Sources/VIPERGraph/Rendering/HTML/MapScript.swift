/// The module map's script, written for the page alone (no library): drawing, the side panel,
/// and the controls, in that order, as one function run when the page loads.
enum MapScript {
    /// The whole script.
    static var source: String {
        [drawing, panel, controls].joined(separator: "\n")
    }
}
