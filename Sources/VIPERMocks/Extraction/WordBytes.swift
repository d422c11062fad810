/// The bytes of Swift words, for the byte scans that run before parsing (``DeclarationScan``,
/// ``BodyBlanking``).
enum WordBytes {
    /// Letters, digits, `_` and every byte of a non-ASCII character (identifiers may use them).
    static func contains(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), 0x80...:
            true
        default: false
        }
    }
}
