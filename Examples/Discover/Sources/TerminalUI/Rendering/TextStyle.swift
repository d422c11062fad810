/// How a run of text looks: attributes and colours.
///
/// Styles are a hint. ``ANSIRenderer`` drops them entirely when styling is disabled
/// (see ``StyleSupport``), and plain-text snapshots never carry them, so a screen must
/// stay readable without them: mark a selected row with a marker, not only with
/// ``Attributes/reverse``.
public struct TextStyle: Hashable, Sendable {
    /// Attributes that switch on independently of colour.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw bit set.
        public let rawValue: UInt8
        /// Creates attributes from their bit set.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Bold or bright text.
        public static let bold = Attributes(rawValue: 1 << 0)
        /// Faint text, for hints and secondary information.
        public static let dim = Attributes(rawValue: 1 << 1)
        /// Underlined text.
        public static let underline = Attributes(rawValue: 1 << 2)
        /// Foreground and background swapped, for bars and selections.
        public static let reverse = Attributes(rawValue: 1 << 3)
    }

    /// The attributes switched on.
    public var attributes: Attributes
    /// The text colour, or `nil` for the terminal's default.
    public var foreground: Color?
    /// The background colour, or `nil` for the terminal's default.
    public var background: Color?

    /// Creates a style.
    public init(_ attributes: Attributes = [], foreground: Color? = nil, background: Color? = nil) {
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    /// The terminal's default look.
    public static let plain = TextStyle()
    /// Bold text.
    public static let bold = TextStyle(.bold)
    /// Faint text.
    public static let dim = TextStyle(.dim)
    /// Reversed text.
    public static let reverse = TextStyle(.reverse)
    /// Red text, for errors.
    public static let error = TextStyle(foreground: .red)

    /// The Select Graphic Rendition sequence that switches from any style to this one.
    var selectGraphicRendition: String {
        var codes = ["0"]
        if attributes.contains(.bold) { codes.append("1") }
        if attributes.contains(.dim) { codes.append("2") }
        if attributes.contains(.underline) { codes.append("4") }
        if attributes.contains(.reverse) { codes.append("7") }
        if let foreground { codes.append(String(30 + foreground.rawValue)) }
        if let background { codes.append(String(40 + background.rawValue)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}

/// One of the eight colours every ANSI terminal knows.
public enum Color: UInt8, Hashable, Sendable, CaseIterable {
    /// Black.
    case black
    /// Red.
    case red
    /// Green.
    case green
    /// Yellow.
    case yellow
    /// Blue.
    case blue
    /// Magenta.
    case magenta
    /// Cyan.
    case cyan
    /// White.
    case white
}
