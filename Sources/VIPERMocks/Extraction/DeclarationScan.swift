/// What one pass over a file's bytes tells before it is parsed: whether the word `protocol`
/// occurs in it, and the names it may declare that ``ContractReader`` keeps: those that follow
/// `enum` and `typealias` (an enum may be `Equatable`, an alias may name a function type), and
/// those that follow `struct`, `class` and `extension` when the file names `Equatable`,
/// `Hashable`, `Comparable` or `Strideable` (each component of a dotted name).
///
/// It reads words, not Swift: a word in a comment or a string counts too, so it may say a file
/// declares more than it does, never less. ``ContractReader`` uses it to parse only the files
/// that can matter: those that may declare a protocol, and those that may declare a type the
/// protocols name.
///
/// ```swift
/// let scan = DeclarationScan("extension Account.Kind: Equatable {}")
/// scan.mentionsProtocol  // false
/// scan.declaredNames     // ["Account", "Kind"]
/// DeclarationScan("extension Account.Kind {}").declaredNames  // []
/// ```
struct DeclarationScan: Sendable {
    /// Whether the word `protocol` occurs.
    private(set) var mentionsProtocol = false
    /// The words after a declaring keyword.
    private(set) var declaredNames: Set<String> = []

    /// What a word is to the scan.
    private enum WordKind {
        case protocolKeyword, declaring, conforming, equatableProtocol, other
    }

    /// Scans `text`.
    init(_ text: String) {
        var text = text
        text.withUTF8 { scan($0) }
    }

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        var expectingName = false
        var afterName = false
        var nameConforms = false
        var namesEquatable = false
        var conformingNames: Set<String> = []
        while index < bytes.count {
            let byte = bytes[index]
            guard WordBytes.contains(byte) else {
                if byte == UInt8(ascii: ".") {
                    expectingName = afterName
                    afterName = false
                } else if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "*") {
                    // A comment between keyword and name: its words and the next are all taken.
                    expectingName = expectingName || afterName
                } else if !Self.joinsName(byte) {
                    expectingName = false
                    afterName = false
                }
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, WordBytes.contains(bytes[index]) { index += 1 }
            let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
            let kind = Self.kind(of: word)
            if kind == .protocolKeyword { mentionsProtocol = true }
            if kind == .equatableProtocol { namesEquatable = true }
            if expectingName {
                let name = String(decoding: word, as: UTF8.self)
                if nameConforms { conformingNames.insert(name) } else { declaredNames.insert(name) }
                expectingName = false
                afterName = true
            } else {
                nameConforms = kind == .conforming
                expectingName = nameConforms || kind == .declaring
                afterName = false
            }
        }
        if namesEquatable { declaredNames.formUnion(conformingNames) }
    }

    /// `protocol`; `enum` and `typealias`; `struct`, `class` and `extension`; the equatable
    /// protocols; or any other word. Decided by length and first letter before the letters are
    /// compared: this runs for every word of every file.
    private static func kind(of word: UnsafeBufferPointer<UInt8>) -> WordKind {
        func matches(_ expected: StaticString) -> Bool {
            expected.withUTF8Buffer { word.elementsEqual($0) }
        }
        switch (word.count, word.first) {
        case (8, UInt8(ascii: "p")): return matches("protocol") ? .protocolKeyword : .other
        case (4, UInt8(ascii: "e")): return matches("enum") ? .declaring : .other
        case (9, UInt8(ascii: "t")): return matches("typealias") ? .declaring : .other
        case (6, UInt8(ascii: "s")): return matches("struct") ? .conforming : .other
        case (5, UInt8(ascii: "c")): return matches("class") ? .conforming : .other
        case (9, UInt8(ascii: "e")): return matches("extension") ? .conforming : .other
        case (9, UInt8(ascii: "E")): return matches("Equatable") ? .equatableProtocol : .other
        case (8, UInt8(ascii: "H")): return matches("Hashable") ? .equatableProtocol : .other
        case (10, UInt8(ascii: "C")): return matches("Comparable") ? .equatableProtocol : .other
        case (10, UInt8(ascii: "S")): return matches("Strideable") ? .equatableProtocol : .other
        default: return .other
        }
    }

    /// What may stand between a declaring keyword and the name: white space, backticks and
    /// comment marks.
    private static func joinsName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "`"), UInt8(ascii: "/"),
            UInt8(ascii: "*"):
            true
        default: false
        }
    }
}
