/// One key press, decoded from the bytes a terminal sends.
///
/// Control keys that have a name of their own (Enter is Ctrl-M, Tab is Ctrl-I, Backspace
/// is Ctrl-H) decode to that name, never to ``control(_:)``.
public enum Key: Hashable, Sendable {
    /// A printable character, possibly outside ASCII (`"é"`, `"漢"`).
    case character(Character)
    /// Return or Enter.
    case enter
    /// Backspace (DEL `0x7f` or BS `0x08`).
    case backspace
    /// Tab.
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case shiftTab
    /// Escape pressed on its own, not the start of a sequence.
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Forward delete.
    case delete
    /// Ctrl plus a letter, given in lower case: Ctrl-C is `.control("c")`.
    case control(Character)

    /// Ctrl-C, which a raw-mode terminal delivers as a key instead of a signal.
    public static let interrupt = Key.control("c")
    /// Ctrl-D, end of input by convention.
    public static let endOfTransmission = Key.control("d")
    /// Ctrl-L, redraw the screen by convention.
    public static let redraw = Key.control("l")
}

extension Key: CustomStringConvertible {
    /// A short human-readable name such as `Ctrl-C`, `Shift-Tab` or `"a"`.
    public var description: String {
        switch self {
        case .character(let character): "\"\(character)\""
        case .enter: "Enter"
        case .backspace: "Backspace"
        case .tab: "Tab"
        case .shiftTab: "Shift-Tab"
        case .escape: "Esc"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .delete: "Delete"
        case .control(let letter): "Ctrl-\(letter.uppercased())"
        }
    }
}
