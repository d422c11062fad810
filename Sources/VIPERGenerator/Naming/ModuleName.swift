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
            let startsWord =
                character.isUppercase
                && previous.map {
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

/// Why a module name was refused: what is wrong with it, and a name that would work where
/// one can be guessed.
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
    /// A generated file's name would be longer than a file system allows (`bytes` over `limit`).
    case fileNameTooLong(String, fileName: String, bytes: Int, limit: Int)
    /// The template writes a Swift keyword (`identifier`) where the name goes, in `file`.
    case keywordInCode(String, identifier: String, file: String)
    /// A generated type would have the name of a public type of `library`, which generated code imports.
    case shadowsLibraryType(String, type: String, library: String, suggestion: String?)
    /// A generated type would have the name of a type the generated code in `usedIn` takes from an import.
    case shadowsImportedType(String, type: String, usedIn: String, suggestion: String?)
    /// The target already declares a type the module would declare, at `declaredAt` (`path:line`).
    case clashesWithTarget(String, type: String, declaredAt: String)

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
        case .fileNameTooLong(let name, let fileName, let bytes, let limit):
            "'\(name)' is too long: it makes the file name '\(fileName)' \(bytes) bytes long, and a file name can have "
                + "at most \(limit) here (255, less room for the temporary file written first); "
                + "use a name at most \(max(1, name.utf8.count - (bytes - limit))) characters long"
        case .keywordInCode(let name, let identifier, let file):
            "'\(name)' makes the template write '\(identifier)' as a name in \(file), and '\(identifier)' is a Swift keyword; choose another name"
        case .shadowsLibraryType(let name, let type, let library, let suggestion):
            "'\(name)' would declare \(type), a type \(library) already has: generated code would use the new type where it "
                + "means \(library)'s, and tests, which import both, could not tell them apart; "
                + Self.advice(suggestion)
        case .shadowsImportedType(let name, let type, let usedIn, let suggestion):
            "'\(name)' would declare \(type), but \(usedIn) uses the imported \(type) and would get the new type instead; "
                + Self.advice(suggestion)
        case .clashesWithTarget(let name, let type, let declaredAt):
            "'\(name)' would declare \(type), which the target already declares at \(declaredAt); "
                + "choose another name, or rename or remove that type"
        }
    }

    private static func advice(_ suggestion: String?) -> String {
        suggestion.map { "choose a more specific name, such as '\($0)'" } ?? "choose a more specific name"
    }
}
