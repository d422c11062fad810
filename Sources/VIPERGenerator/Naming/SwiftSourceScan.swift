/// A cheap look at Swift source text, enough for the naming checks of `viper new`: the
/// identifiers outside comments and string literals, and the types declared at file scope.
///
/// It is not a parser. It skips `//` and nested `/* */` comments and string literals
/// (`"…"`, `"""…"""`, raw `#"…"#`, interpolations included), counts braces, and reads
/// `class`, `struct`, `enum`, `protocol`, `actor` and `typealias` declarations at brace
/// depth 0 with the access modifiers in front of them. A declaration inside `#if` counts,
/// since it exists on some platform. Code it cannot read (an unterminated literal) ends the
/// scan early rather than failing: a scan only ever finds fewer names.
struct SwiftSourceScan {
    /// An identifier outside comments and string literals.
    struct Identifier: Equatable {
        /// Its text, without backticks.
        let name: String
        /// Its line, from 1.
        let line: Int
        /// Whether it follows a `.`: a member, not a type or a free name.
        let isMember: Bool
    }

    /// A type declared at file scope.
    struct TypeDeclaration: Equatable {
        /// The type's name.
        let name: String
        /// The line of its name, from 1.
        let line: Int
        /// Whether it is `public` or `open`.
        let isPublic: Bool
    }

    /// Every identifier, in order.
    private(set) var identifiers: [Identifier] = []
    /// Every type declared at brace depth 0, in order.
    private(set) var declarations: [TypeDeclaration] = []

    /// The identifiers whose first letter is uppercase and that are not members: the names
    /// of types (and of macros and modules) the text refers to, declared ones included.
    var typeReferences: Set<String> {
        Set(identifiers.lazy.filter { !$0.isMember && $0.name.first?.isUppercase == true }.map(\.name))
    }

    /// Scans `text`.
    init(_ text: String) {
        var lexer = Lexer(bytes: Array(text.utf8))
        var tokens: [Token] = []
        while let token = lexer.next() {
            tokens.append(token)
        }
        collect(tokens)
    }

    private static let declarationKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
    private static let modifiers: Set<String> = [
        "public", "open", "package", "internal", "fileprivate", "private", "final", "indirect",
        "nonisolated", "convenience", "dynamic",
    ]

    private mutating func collect(_ tokens: [Token]) {
        for token in tokens {
            if case .identifier(let name, let isMember) = token.kind {
                identifiers.append(Identifier(name: name, line: token.line, isMember: isMember))
            }
        }
        var depth = 0
        var isPublic = false
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token.kind {
            case .punctuation(UInt8(ascii: "{")):
                depth += 1
                isPublic = false
            case .punctuation(UInt8(ascii: "}")):
                depth = max(0, depth - 1)
                isPublic = false
            case .punctuation(UInt8(ascii: "@")):
                // An attribute (its name, then any parenthesised arguments) changes nothing.
                index = Self.index(afterAttributeAt: index, in: tokens)
            case .punctuation:
                isPublic = false
            case .identifier(let name, let isMember):
                guard depth == 0, !isMember else { continue }
                if Self.modifiers.contains(name) {
                    if name == "public" || name == "open" { isPublic = true }
                } else if Self.declarationKeywords.contains(name), index < tokens.count,
                    case .identifier(let declared, false) = tokens[index].kind
                {
                    declarations.append(TypeDeclaration(name: declared, line: tokens[index].line, isPublic: isPublic))
                    isPublic = false
                } else {
                    isPublic = false
                }
            }
        }
    }

    /// The index after an attribute whose name is at `index`: past its name and its arguments.
    private static func index(afterAttributeAt index: Int, in tokens: [Token]) -> Int {
        var index = index
        if index < tokens.count, case .identifier = tokens[index].kind { index += 1 }
        guard index < tokens.count, case .punctuation(UInt8(ascii: "(")) = tokens[index].kind else { return index }
        var parentheses = 0
        repeat {
            if case .punctuation(let byte) = tokens[index].kind {
                if byte == UInt8(ascii: "(") { parentheses += 1 }
                if byte == UInt8(ascii: ")") { parentheses -= 1 }
            }
            index += 1
        } while parentheses > 0 && index < tokens.count
        return index
    }
}

// MARK: - Lexing

extension SwiftSourceScan {
    fileprivate struct Token {
        enum Kind {
            case identifier(String, isMember: Bool)
            case punctuation(UInt8)
        }

        let kind: Kind
        let line: Int
    }

    /// Splits UTF-8 bytes into identifiers and single punctuation bytes, dropping
    /// whitespace, numbers' digits, comments and string literals.
    fileprivate struct Lexer {
        let bytes: [UInt8]
        var position = 0
        var line = 1
        /// Whether the last token was a `.`, so the next identifier is a member.
        var afterDot = false

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func next() -> Token? {
            while position < bytes.count {
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "\n"):
                    line += 1
                    position += 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    position += 1
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                case UInt8(ascii: "\""):
                    skipString(hashes: 0)
                    afterDot = false
                case UInt8(ascii: "#") where rawStringHashes() != nil:
                    let hashes = rawStringHashes() ?? 0
                    position += hashes
                    skipString(hashes: hashes)
                    afterDot = false
                case UInt8(ascii: "`"):
                    let start = position + 1
                    var end = start
                    while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
                    position = min(end + 1, bytes.count)
                    return identifier(from: start, to: end)
                case _ where Self.startsIdentifier(byte):
                    let start = position
                    while position < bytes.count, Self.continuesIdentifier(bytes[position]) { position += 1 }
                    return identifier(from: start, to: position)
                case _ where Self.isDigit(byte):
                    while position < bytes.count,
                        Self.continuesIdentifier(bytes[position])
                            || bytes[position] == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true
                    {
                        position += 1
                    }
                    afterDot = false
                default:
                    position += 1
                    afterDot = byte == UInt8(ascii: ".")
                    return Token(kind: .punctuation(byte), line: line)
                }
            }
            return nil
        }

        private mutating func identifier(from start: Int, to end: Int) -> Token {
            let name = String(decoding: bytes[start..<end], as: UTF8.self)
            defer { afterDot = false }
            return Token(kind: .identifier(name, isMember: afterDot), line: line)
        }

        private func peek(_ offset: Int) -> UInt8? {
            position + offset < bytes.count ? bytes[position + offset] : nil
        }

        /// The number of `#` before a `"` at the current position, or nil when this `#` starts
        /// no raw string (a directive such as `#if`, or `#selector`).
        private func rawStringHashes() -> Int? {
            var count = 0
            while peek(count) == UInt8(ascii: "#") { count += 1 }
            return peek(count) == UInt8(ascii: "\"") ? count : nil
        }

        private mutating func skipBlockComment() {
            var depth = 0
            while position < bytes.count {
                if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    depth += 1
                    position += 2
                } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                    depth -= 1
                    position += 2
                    if depth == 0 { return }
                } else {
                    if bytes[position] == UInt8(ascii: "\n") { line += 1 }
                    position += 1
                }
            }
        }

        /// Skips a string literal whose opening quote is at the current position, preceded by
        /// `hashes` `#` (already skipped), interpolations included.
        private mutating func skipString(hashes: Int) {
            let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            position += multiline ? 3 : 1
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    if !multiline { return }
                    position += 1
                } else if byte == UInt8(ascii: "\\"), hashesFollow(hashes, from: position + 1) {
                    position += 1 + hashes
                    if peek(0) == UInt8(ascii: "(") {
                        position += 1
                        skipInterpolation()
                    } else {
                        position += 1
                    }
                } else if byte == UInt8(ascii: "\""), !multiline || (peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")),
                    hashesFollow(hashes, from: position + (multiline ? 3 : 1))
                {
                    position += (multiline ? 3 : 1) + hashes
                    return
                } else {
                    position += 1
                }
            }
        }

        private func hashesFollow(_ count: Int, from start: Int) -> Bool {
            guard start + count <= bytes.count else { return false }
            return bytes[start..<start + count].allSatisfy { $0 == UInt8(ascii: "#") }
        }

        /// Skips code up to the `)` that closes an interpolation, nested literals included.
        private mutating func skipInterpolation() {
            var depth = 1
            while position < bytes.count, depth > 0 {
                switch bytes[position] {
                case UInt8(ascii: "("):
                    depth += 1
                    position += 1
                case UInt8(ascii: ")"):
                    depth -= 1
                    position += 1
                case UInt8(ascii: "\""): skipString(hashes: 0)
                case UInt8(ascii: "\n"):
                    line += 1
                    position += 1
                default: position += 1
                }
            }
        }

        private static func startsIdentifier(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || byte == UInt8(ascii: "_") || byte >= 0x80
        }

        private static func continuesIdentifier(_ byte: UInt8) -> Bool {
            startsIdentifier(byte) || isDigit(byte)
        }

        private static func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
    }
}
