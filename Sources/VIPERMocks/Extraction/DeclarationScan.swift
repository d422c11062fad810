/// What one pass over a file's bytes tells before it is parsed: whether the word `protocol`
/// occurs in it, and the names it may declare that ``ContractReader`` keeps: those that follow
/// `enum` and `typealias` (an enum may be `Equatable`, an alias may name a function type), and
/// those that follow `struct`, `class` and `extension` when the file names `Equatable`,
/// `Hashable`, `Comparable` or `Strideable` (each component of a dotted name).
///
/// It reads words, not Swift: a word in a comment or a string counts too, and so does a keyword
/// that stands where a name would, so it may say a file declares more than it does, never less.
/// The words it looks for are found by their first two bytes, one table lookup a byte; only
/// there does it read a word and the names after it. ``ContractReader`` uses it to parse only the files
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

    /// One bit per pair of bytes that starts a word the scan looks for (`pr`, `en`, `ty`…).
    private static let keywordStarts: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 1 << 10)
        for word in ["protocol", "enum", "typealias", "struct", "class", "extension", "Equatable", "Hashable", "Comparable", "Strideable"] {
            let bytes = Array(word.utf8)
            let pair = Int(bytes[0]) << 8 | Int(bytes[1])
            bits[pair >> 6] |= 1 << UInt64(pair & 63)
        }
        return bits
    }()

    /// Scans `text`.
    init(_ text: String) {
        var text = text
        text.withUTF8 { bytes in Self.keywordStarts.withUnsafeBufferPointer { scan(bytes, keywordStarts: $0) } }
    }

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, keywordStarts: UnsafeBufferPointer<UInt64>) {
        var conformingNames: Set<String> = []
        var namesEquatable = false
        var index = 0
        while index &+ 1 < bytes.count {
            let pair = Int(bytes[index]) &<< 8 | Int(bytes[index &+ 1])
            guard keywordStarts[pair &>> 6] & (1 &<< UInt64(pair & 63)) != 0, index == 0 || !WordBytes.contains(bytes[index &- 1]) else {
                index &+= 1
                continue
            }
            var end = index &+ 2
            while end < bytes.count, WordBytes.contains(bytes[end]) { end &+= 1 }
            switch Self.kind(of: UnsafeBufferPointer(rebasing: bytes[index..<end])) {
            case .protocolKeyword: mentionsProtocol = true
            case .equatableProtocol: namesEquatable = true
            case .declaring: Self.names(after: end, in: bytes, into: &declaredNames)
            case .conforming: Self.names(after: end, in: bytes, into: &conformingNames)
            case .other: break
            }
            index = end
        }
        if namesEquatable { declaredNames.formUnion(conformingNames) }
    }

    /// The name after a declaring keyword that ends at `keywordEnd`, and each component of a
    /// dotted one; across white space, backticks and comments, whose words are all taken.
    private static func names(after keywordEnd: Int, in bytes: UnsafeBufferPointer<UInt8>, into names: inout Set<String>) {
        var index = keywordEnd
        var expectingName = true
        var afterName = false
        while index < bytes.count, expectingName || afterName {
            let byte = bytes[index]
            if WordBytes.contains(byte) {
                guard expectingName else { return }
                let start = index
                while index < bytes.count, WordBytes.contains(bytes[index]) { index += 1 }
                names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                expectingName = false
                afterName = true
                continue
            }
            if byte == UInt8(ascii: ".") {
                expectingName = afterName
                afterName = false
            } else if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "*") {
                // A comment between keyword and name: its words and the next are all taken.
                expectingName = expectingName || afterName
            } else if !joinsName(byte) {
                return
            }
            index += 1
        }
    }

    /// `protocol`; `enum` and `typealias`; `struct`, `class` and `extension`; the equatable
    /// protocols; or any other word. Decided by length and first letter before the letters are
    /// compared.
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
