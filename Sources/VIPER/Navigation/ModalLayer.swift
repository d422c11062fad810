/// A presented layer above the tabs: its presentation style and its own stack of
/// screens (a presented flow can push screens of its own).
public struct ModalLayer<Screen> {
    /// How the layer covers what is below it.
    public let style: PresentationStyle
    /// The layer's screens, root first; never empty.
    public internal(set) var stack: [Screen]

    /// A layer presenting `root` with `style`.
    public init(root: Screen, style: PresentationStyle) {
        self.style = style
        self.stack = [root]
    }

    /// The layer's root screen, the one that was presented.
    public var root: Screen { stack[0] }
}

extension ModalLayer: Equatable where Screen: Equatable {}
extension ModalLayer: Sendable where Screen: Sendable {}
