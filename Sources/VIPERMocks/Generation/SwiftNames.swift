/// Spelling names in generated Swift: keywords escaped, operators turned into words, whole
/// words replaced in type text.
enum SwiftNames {
    /// Words that must be written in backticks to be used as a name.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// The words operator characters are spelled with in member names (`+` is `plus`).
    private static let operatorWords: [Character: String] = [
        "+": "plus", "-": "minus", "*": "star", "/": "slash", "%": "percent", "=": "equal", "<": "less",
        ">": "greater", "!": "bang", "&": "and", "|": "or", "^": "caret", "~": "tilde", "?": "question", ".": "dot",
    ]

    /// `name` in backticks when it is a keyword (`` `for` ``), else as it is.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A member-name stem for a requirement's base name: backticks dropped, an operator spelled
    /// in words (`<=>` is `lessEqualGreaterOperator`).
    static func stem(_ name: String) -> String {
        let plain = name.filter { $0 != "`" }
        guard let first = plain.first, !(first.isLetter || first == "_") else { return plain }
        let words = plain.map { operatorWords[$0] ?? "op" }
        return words[0] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Operator"
    }

    /// `text` with every whole-word `word` replaced by `replacement` (`Self` but not `SelfTest`).
    static func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
        guard text.contains(word) else { return text }
        var result = ""
        var rest = text[...]
        while let range = rest.range(of: word) {
            let before = range.lowerBound == rest.startIndex ? result.last : rest[rest.index(before: range.lowerBound)]
            let after = range.upperBound < rest.endIndex ? rest[range.upperBound] : nil
            let isWord = !(before.map(isIdentifierCharacter) ?? false) && !(after.map(isIdentifierCharacter) ?? false)
            result += rest[..<range.lowerBound]
            result += isWord ? replacement : word
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
