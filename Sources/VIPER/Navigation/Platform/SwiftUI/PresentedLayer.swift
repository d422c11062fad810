/// A modal layer as SwiftUI presents it: the item of a `.sheet(item:)` or
/// `.fullScreenCover(item:)`, identified for as long as it stays presented.
public struct PresentedLayer: Identifiable, Hashable, Sendable {
    /// The layer's stack; a new presentation gets a new one, so SwiftUI presents anew.
    public let id: NavigationStackID
    /// The layer's index among the presented layers, bottom first.
    public let index: Int
    /// How the layer covers what is below it.
    public let style: PresentationStyle

    /// Whether SwiftUI shows the layer with `.fullScreenCover` (full screen and overlay
    /// layers) rather than `.sheet`.
    public var coversScreen: Bool { style != .sheet }
}

/// Identifies one navigation stack (a tab's or a presented layer's) while it is on screen:
/// SwiftUI keeps a stack's state by it, and a write that arrives for a stack that has gone
/// names an id no stack has any more.
public struct NavigationStackID: Hashable, Sendable, CustomStringConvertible {
    let value: Int

    /// `stack 3`.
    public var description: String { "stack \(value)" }
}
