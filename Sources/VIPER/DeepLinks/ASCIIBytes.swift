/// The ASCII bytes the deep link parser looks for.
extension UInt8 {
    static let percent = UInt8(ascii: "%")
    static let plus = UInt8(ascii: "+")
    static let space = UInt8(ascii: " ")
    static let slash = UInt8(ascii: "/")
    static let colon = UInt8(ascii: ":")
    static let questionMark = UInt8(ascii: "?")
    static let hash = UInt8(ascii: "#")
    static let ampersand = UInt8(ascii: "&")
    static let equals = UInt8(ascii: "=")
    static let hyphen = UInt8(ascii: "-")
}
