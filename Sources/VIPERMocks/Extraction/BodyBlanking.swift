/// A file's text with the bodies of its functions, initialisers, subscripts and computed
/// properties outside protocols blanked: every byte between the braces but line breaks left
/// out. What ``ContractReader`` reads never lies in such a body, and parsing one (even as white
/// space, which the lexer still reads byte by byte) is most of the cost of a file, so the parser
/// is given the blanked text. Line numbers do not move; columns and offsets after a body do.
///
/// It reads brackets, comments and string literals (raw, multi-line, interpolated), not Swift:
/// a body is left as it is when it holds a word that declares something (`protocol`, `enum`,
/// `import`…), and the whole text is left alone when its brackets do not balance. The reader
/// parses the original text again when the blanked one has syntax errors.
///
/// ```swift
/// BodyBlanking.blanked("func f() {\n    work()\n}")  // "func f() {\n\n}"
/// ```
enum BodyBlanking {
    /// `text` with its bodies blanked, or nil when it has none or its brackets do not balance.
    static func blanked(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var lexer = BodyLexer(bytes: bytes)
        guard let bodies = lexer.bodies(), !bodies.isEmpty else { return nil }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var copied = 0
        for body in bodies {
            kept += bytes[copied..<body.lowerBound]
            for byte in bytes[body] where byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { kept.append(byte) }
            copied = body.upperBound
        }
        kept += bytes[copied...]
        return String(decoding: kept, as: UTF8.self)
    }
}

/// Finds the bodies ``BodyBlanking`` blanks.
private struct BodyLexer {
    let bytes: [UInt8]
    private var index = 0
    private var nesting = 0
    private static let maxNesting = 256

    /// What a word is to the lexer.
    private enum WordRole {
        /// `protocol`: the next `{` opens a protocol's body, where nothing is blanked.
        case protocolKeyword
        /// `func`, `init`, `deinit`, `subscript`, `var`: the next `{` at the same level opens a body.
        case bodyOwner
        /// `enum`, `struct`, `class`, `extension`, `actor`, `typealias`, `import`: it does not,
        /// and a body that holds one is kept.
        case declaring
        /// `let`, `case`, `associatedtype`, `macro`: it does not.
        case otherDeclaration
        case other
    }

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The byte ranges to blank, or nil when the brackets do not balance.
    mutating func bodies() -> [Range<Int>]? {
        var bodies: [Range<Int>] = []
        var protocolDepth: [Bool] = []  // one per open `{`: whether it opens a protocol's body
        var pendingBody = false
        var pendingProtocol = false
        while index < bytes.count {
            let byte = bytes[index]
            if skipTrivia() { continue }
            if WordBytes.contains(byte) {
                let length = wordLength(at: index)
                switch Self.role(of: bytes[index..<(index + length)]) {
                case .protocolKeyword:
                    pendingProtocol = true
                    pendingBody = false
                case .bodyOwner: pendingBody = !protocolDepth.contains(true)
                case .declaring, .otherDeclaration: pendingBody = false
                case .other: break
                }
                index += length
                continue
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["):
                guard let close = closing(from: index) else { return nil }
                index = close + 1
            case UInt8(ascii: "{"):
                if pendingBody {
                    guard let close = closing(from: index) else { return nil }
                    if !declaresSomething(in: (index + 1)..<close) { bodies.append((index + 1)..<close) }
                    index = close + 1
                } else {
                    protocolDepth.append(pendingProtocol)
                    index += 1
                }
                pendingBody = false
                pendingProtocol = false
            case UInt8(ascii: "}"):
                guard protocolDepth.popLast() != nil else { return nil }
                pendingBody = false
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                return nil
            case UInt8(ascii: "#"):
                pendingBody = false
                index += 1
            default:
                index += 1
            }
        }
        return protocolDepth.isEmpty ? bodies : nil
    }

    /// The index of the bracket that closes the one at `open`, past nested brackets, comments
    /// and strings; nil when a different bracket closes it or none does.
    private mutating func closing(from open: Int) -> Int? {
        // Deeper than the parser goes (the text is not yet checked against the limits): give up.
        guard nesting < Self.maxNesting else { return nil }
        nesting += 1
        defer { nesting -= 1 }
        let closer: UInt8 =
            switch bytes[open] {
            case UInt8(ascii: "("): UInt8(ascii: ")")
            case UInt8(ascii: "["): UInt8(ascii: "]")
            default: UInt8(ascii: "}")
            }
        let start = index
        defer { index = start }
        index = open + 1
        while index < bytes.count {
            if skipTrivia() { continue }
            let byte = bytes[index]
            switch byte {
            case closer: return index
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                guard let close = closing(from: index) else { return nil }
                index = close + 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                return nil
            default:
                index += WordBytes.contains(byte) ? wordLength(at: index) : 1
            }
        }
        return nil
    }

    /// Skips a comment or a string literal at `index`; false when there is none.
    private mutating func skipTrivia() -> Bool {
        let byte = bytes[index]
        if byte == UInt8(ascii: "/"), index + 1 < bytes.count {
            if bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                return true
            }
            if bytes[index + 1] == UInt8(ascii: "*") {
                skipBlockComment()
                return true
            }
        }
        var hashes = 0
        while index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
        guard index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "\"") else { return false }
        index += hashes
        skipString(hashes: hashes)
        return true
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
        index = bytes.count
    }

    /// Skips the string literal whose opening quote is at `index`, `hashes` `#` before it.
    private mutating func skipString(hashes: Int) {
        let multiLine = index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
        index += multiLine ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hashesFollow(hashes, at: index + 1) {
                index += 1 + hashes
                if index < bytes.count, bytes[index] == UInt8(ascii: "("), let close = closing(from: index) {
                    index = close + 1
                } else {
                    index += 1
                }
            } else if byte == UInt8(ascii: "\""), !multiLine || (quotesFollow(at: index)) {
                let end = index + (multiLine ? 3 : 1)
                if hashesFollow(hashes, at: end) {
                    index = end + hashes
                    return
                }
                index += 1
            } else if byte == UInt8(ascii: "\n"), !multiLine, hashes == 0 {
                return
            } else {
                index += 1
            }
        }
    }

    private func quotesFollow(at position: Int) -> Bool {
        position + 2 < bytes.count && bytes[position + 1] == UInt8(ascii: "\"") && bytes[position + 2] == UInt8(ascii: "\"")
    }

    private func hashesFollow(_ count: Int, at position: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        return (position..<(position + count)).allSatisfy { bytes[$0] == UInt8(ascii: "#") }
    }

    /// Whether a word in `range` declares something the reader keeps.
    private func declaresSomething(in range: Range<Int>) -> Bool {
        var position = range.lowerBound
        while position < range.upperBound {
            guard WordBytes.contains(bytes[position]) else {
                position += 1
                continue
            }
            let length = wordLength(at: position)
            switch Self.role(of: bytes[position..<(position + length)]) {
            case .protocolKeyword, .declaring: return true
            default: break
            }
            position += length
        }
        return false
    }

    /// Decided by length and first letter before the letters are compared: this runs for
    /// every word outside bodies and every word inside them.
    private static func role(of word: ArraySlice<UInt8>) -> WordRole {
        func matches(_ expected: StaticString) -> Bool {
            expected.withUTF8Buffer { word.elementsEqual($0) }
        }
        func role(_ expected: StaticString, _ role: WordRole) -> WordRole {
            matches(expected) ? role : .other
        }
        switch (word.count, word.first) {
        case (8, UInt8(ascii: "p")): return role("protocol", .protocolKeyword)
        case (4, UInt8(ascii: "f")): return role("func", .bodyOwner)
        case (4, UInt8(ascii: "i")): return role("init", .bodyOwner)
        case (6, UInt8(ascii: "d")): return role("deinit", .bodyOwner)
        case (9, UInt8(ascii: "s")): return role("subscript", .bodyOwner)
        case (3, UInt8(ascii: "v")): return role("var", .bodyOwner)
        case (4, UInt8(ascii: "e")): return role("enum", .declaring)
        case (6, UInt8(ascii: "s")): return role("struct", .declaring)
        case (5, UInt8(ascii: "c")): return role("class", .declaring)
        case (9, UInt8(ascii: "e")): return role("extension", .declaring)
        case (5, UInt8(ascii: "a")): return role("actor", .declaring)
        case (9, UInt8(ascii: "t")): return role("typealias", .declaring)
        case (6, UInt8(ascii: "i")): return role("import", .declaring)
        case (3, UInt8(ascii: "l")): return role("let", .otherDeclaration)
        case (4, UInt8(ascii: "c")): return role("case", .otherDeclaration)
        case (14, UInt8(ascii: "a")): return role("associatedtype", .otherDeclaration)
        case (5, UInt8(ascii: "m")): return role("macro", .otherDeclaration)
        default: return .other
        }
    }

    private func wordLength(at position: Int) -> Int {
        var end = position
        while end < bytes.count, WordBytes.contains(bytes[end]) { end += 1 }
        return end - position
    }
}
