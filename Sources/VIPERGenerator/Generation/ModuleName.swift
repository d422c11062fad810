/// A module name that is safe to generate code for: an UpperCamelCase Swift
/// identifier made of ASCII letters and digits, and not a keyword.
public struct ModuleName: Sendable, Hashable, CustomStringConvertible {
    /// The name as given (`UserProfile`).
    public let value: String

    /// Checks `raw` and keeps it.
    ///
    /// - Throws: ``ModuleNameError`` saying what is wrong and what would work.
    public init(validating raw: String) throws(ModuleNameError) {
        guard !raw.isEmpty else { throw .empty }
        if let bad = raw.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
            throw .invalidCharacter(raw, bad)
        }
        if Self.keywords.contains(raw) { throw .keyword(raw) }
        guard let first = raw.first, first.isLetter else { throw .startsWithDigit(raw) }
        guard first.isUppercase else {
            throw .notUpperCamelCase(raw, suggestion: first.uppercased() + raw.dropFirst())
        }
        value = raw
    }

    /// The name as given.
    public var description: String { value }

    /// The name's words, split where the case changes: `HTTPClient` → `HTTP`, `Client`.
    var words: [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(value)
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = character.isUppercase && previous.map {
                $0.isLowercase || $0.isNumber || (next?.isLowercase ?? false)
            } ?? false
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// lowerCamelCase, for variables: `UserProfile` → `userProfile`, `HTTPClient` → `httpClient`.
    public var lowerCamelCase: String {
        guard let first = words.first else { return value }
        return first.lowercased() + words.dropFirst().joined()
    }

    /// snake_case, for file and identifier prefixes: `UserProfile` → `user_profile`.
    public var snakeCase: String {
        words.map { $0.lowercased() }.joined(separator: "_")
    }

    /// SCREAMING_SNAKE_CASE: `UserProfile` → `USER_PROFILE`.
    public var screamingSnakeCase: String {
        words.map { $0.uppercased() }.joined(separator: "_")
    }

    /// Swift's keywords and the capitalised names the language reserves.
    static let keywords: Set<String> = [
        "Any", "Self", "Type", "Protocol",
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "await", "async",
        "actor", "any", "some", "macro", "package", "consume", "borrowing", "consuming",
    ]
}

/// Why a module name was refused.
public enum ModuleNameError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name is empty.
    case empty
    /// The name holds a character other than an ASCII letter or digit.
    case invalidCharacter(String, Character)
    /// The name is a Swift keyword.
    case keyword(String)
    /// The name starts with a digit.
    case startsWithDigit(String)
    /// The name starts with a lowercase letter.
    case notUpperCamelCase(String, suggestion: String)

    /// What is wrong, and a name that would work where one can be guessed.
    public var description: String {
        switch self {
        case .empty:
            "a module name is required, e.g. 'Login'"
        case .invalidCharacter(let name, let character):
            "'\(name)' contains '\(character)'; a module name has only ASCII letters and digits, in UpperCamelCase (e.g. 'UserProfile')"
        case .keyword(let name):
            "'\(name)' is a Swift keyword; choose a name such as '\(name.prefix(1).uppercased() + name.dropFirst())Screen'"
        case .startsWithDigit(let name):
            "'\(name)' starts with a digit; a Swift identifier starts with a letter"
        case .notUpperCamelCase(let name, let suggestion):
            "'\(name)' is not UpperCamelCase; did you mean '\(suggestion)'?"
        }
    }
}
