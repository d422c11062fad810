/// An OpenStep-style property list — the format of `project.pbxproj` — parsed with the byte
/// range of every value, entry and element, so an edit can change a few bytes and keep all
/// others exactly as they were.
///
/// Only what `project.pbxproj` uses is read: dictionaries, arrays, quoted and unquoted strings,
/// `<…>` data, `/* */` and `//` comments.
struct PropertyListText {
    /// The text's bytes (UTF-8).
    let bytes: [UInt8]
    /// The top-level value.
    let root: PropertyListNode

    /// Parses `bytes`.
    ///
    /// - Throws: ``PropertyListSyntaxError`` at the first byte that does not fit the grammar.
    init(bytes: [UInt8]) throws(PropertyListSyntaxError) {
        self.bytes = bytes
        var parser = Parser(bytes: bytes)
        parser.skipTrivia()
        root = try parser.value()
        parser.skipTrivia()
        guard parser.position == bytes.count else {
            throw parser.error("unexpected text after the top-level value")
        }
    }

    /// The bytes of `range` as text.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

/// One value of a ``PropertyListText`` and where it sits.
struct PropertyListNode: Sendable {
    /// A dictionary entry: `key = value;`.
    struct Entry: Sendable {
        /// The key, unescaped.
        let key: String
        let value: PropertyListNode
        /// From the key's first byte to the `;`, inclusive.
        let span: Range<Int>
        /// From the value's first byte to just before the `;`: the value with any comment after it.
        let valueSpan: Range<Int>
    }

    /// An array element: `value,`.
    struct Element: Sendable {
        let value: PropertyListNode
        /// From the value's first byte to its `,` inclusive (or to the end of its comment when the
        /// last element has no comma).
        let span: Range<Int>
        /// The value with any comment after it, without the comma.
        let valueSpan: Range<Int>
    }

    enum Kind: Sendable {
        case string(String)
        case array([Element])
        case dictionary([Entry])
    }

    let kind: Kind
    /// The value itself: a string's token, or a container from its opening to its closing bracket.
    let range: Range<Int>

    /// The string, for a string value.
    var string: String? {
        if case .string(let value) = kind { value } else { nil }
    }

    /// The entries, for a dictionary.
    var entries: [Entry]? {
        if case .dictionary(let entries) = kind { entries } else { nil }
    }

    /// The elements, for an array.
    var elements: [Element]? {
        if case .array(let elements) = kind { elements } else { nil }
    }

    /// The entry for `key`, for a dictionary.
    func entry(_ key: String) -> Entry? {
        entries?.first { $0.key == key }
    }
}

/// Where and why a property list does not parse.
struct PropertyListSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    let line: Int
    /// What was wrong there.
    let reason: String

    var description: String { "line \(line): \(reason)" }
}

private struct Parser {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func error(_ reason: String) -> PropertyListSyntaxError {
        let line = bytes[..<min(position, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return PropertyListSyntaxError(line: line, reason: reason)
    }

    private func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    /// Skips whitespace and comments.
    mutating func skipTrivia() {
        _ = skipTriviaKeepingCommentEnd(from: position)
    }

    /// Skips trivia and returns where the last comment skipped ends (whitespace after it excluded).
    mutating func skipTriviaKeepingCommentEnd(from start: Int) -> Int {
        var end = start
        while true {
            while let current = byte(at: position),
                current == UInt8(ascii: " ") || current == UInt8(ascii: "\t")
                    || current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r")
            {
                position += 1
            }
            guard byte(at: position) == UInt8(ascii: "/"),
                byte(at: position + 1) == UInt8(ascii: "*") || byte(at: position + 1) == UInt8(ascii: "/")
            else { return end }
            skipComment()
            end = position
        }
    }

    private mutating func skipComment() {
        if byte(at: position + 1) == UInt8(ascii: "*") {
            position += 2
            while position < bytes.count, !(bytes[position] == UInt8(ascii: "*") && byte(at: position + 1) == UInt8(ascii: "/")) {
                position += 1
            }
            position = min(position + 2, bytes.count)
        } else {
            while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        }
    }

    mutating func value() throws(PropertyListSyntaxError) -> PropertyListNode {
        guard let current = byte(at: position) else { throw error("the text ends where a value was expected") }
        switch current {
        case UInt8(ascii: "{"): return try dictionary()
        case UInt8(ascii: "("): return try array()
        case UInt8(ascii: "\""): return try quotedString()
        case UInt8(ascii: "<"): return try data()
        default: return try unquotedString()
        }
    }

    private mutating func expect(_ character: Character) throws(PropertyListSyntaxError) {
        guard byte(at: position) == character.asciiValue else {
            throw error("expected '\(character)'")
        }
        position += 1
    }

    private mutating func dictionary() throws(PropertyListSyntaxError) -> PropertyListNode {
        let start = position
        position += 1
        var entries: [PropertyListNode.Entry] = []
        while true {
            skipTrivia()
            if byte(at: position) == UInt8(ascii: "}") {
                position += 1
                return PropertyListNode(kind: .dictionary(entries), range: start..<position)
            }
            let keyStart = position
            let key = try value()
            guard let keyText = key.string else { throw error("a dictionary key must be a string") }
            skipTrivia()
            try expect("=")
            skipTrivia()
            let entryValue = try value()
            let valueEnd = skipTriviaKeepingCommentEnd(from: position)
            try expect(";")
            entries.append(
                PropertyListNode.Entry(
                    key: keyText, value: entryValue, span: keyStart..<position, valueSpan: entryValue.range.lowerBound..<valueEnd
                ))
        }
    }

    private mutating func array() throws(PropertyListSyntaxError) -> PropertyListNode {
        let start = position
        position += 1
        var elements: [PropertyListNode.Element] = []
        while true {
            skipTrivia()
            if byte(at: position) == UInt8(ascii: ")") {
                position += 1
                return PropertyListNode(kind: .array(elements), range: start..<position)
            }
            let element = try value()
            let valueEnd = skipTriviaKeepingCommentEnd(from: position)
            let span: Range<Int>
            if byte(at: position) == UInt8(ascii: ",") {
                position += 1
                span = element.range.lowerBound..<position
            } else if byte(at: position) == UInt8(ascii: ")") {
                span = element.range.lowerBound..<valueEnd
            } else {
                throw error("expected ',' or ')' after an array element")
            }
            elements.append(PropertyListNode.Element(value: element, span: span, valueSpan: element.range.lowerBound..<valueEnd))
        }
    }

    private mutating func quotedString() throws(PropertyListSyntaxError) -> PropertyListNode {
        let start = position
        position += 1
        var scalars: [UInt8] = []
        while true {
            guard let current = byte(at: position) else { throw error("a quoted string is not closed") }
            position += 1
            switch current {
            case UInt8(ascii: "\""):
                return PropertyListNode(kind: .string(String(decoding: scalars, as: UTF8.self)), range: start..<position)
            case UInt8(ascii: "\\"):
                guard let escaped = byte(at: position) else { throw error("a quoted string is not closed") }
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): scalars.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): scalars.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): scalars.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "U"):
                    let digits = bytes[position..<min(position + 4, bytes.count)]
                    position += digits.count
                    let scalar = UInt32(String(decoding: digits, as: UTF8.self), radix: 16).flatMap(Unicode.Scalar.init)
                    scalars.append(contentsOf: Array(String(scalar.map(Character.init) ?? "?").utf8))
                default: scalars.append(escaped)
                }
            default:
                scalars.append(current)
            }
        }
    }

    private mutating func data() throws(PropertyListSyntaxError) -> PropertyListNode {
        let start = position
        while let current = byte(at: position), current != UInt8(ascii: ">") { position += 1 }
        try expect(">")
        return PropertyListNode(kind: .string(String(decoding: bytes[start..<position], as: UTF8.self)), range: start..<position)
    }

    private mutating func unquotedString() throws(PropertyListSyntaxError) -> PropertyListNode {
        let start = position
        while let current = byte(at: position), Self.isUnquoted(current) {
            if current == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") || byte(at: position + 1) == UInt8(ascii: "/") {
                break
            }
            position += 1
        }
        guard position > start else { throw error("unexpected character '\(Character(Unicode.Scalar(bytes[start])))'") }
        return PropertyListNode(kind: .string(String(decoding: bytes[start..<position], as: UTF8.self)), range: start..<position)
    }

    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "@"), UInt8(ascii: "~"):
            true
        default:
            byte >= 0x80
        }
    }
}
