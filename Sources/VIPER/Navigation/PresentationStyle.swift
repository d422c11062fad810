/// How a presented screen covers the screens below it.
///
/// The headless ``ScreenStack`` only records the style; platform adapters map it
/// onto their own presentation (on UIKit: page sheet, full screen, over full screen).
public enum PresentationStyle: String, Sendable, Hashable, CaseIterable {
    /// A card that leaves the screen below partly visible and can be swiped away.
    case sheet
    /// Covers the whole screen; the screen below is hidden.
    case fullScreen
    /// Drawn over the screen below, which stays visible around it (alerts, pickers).
    case overlay
}
