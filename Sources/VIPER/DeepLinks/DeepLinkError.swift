/// Why a deep link could not be turned into navigation: the URL is oversized or
/// malformed, no pattern matches it, or its handler found a parameter missing.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The URL has more UTF-8 bytes than ``DeepLinkLimits/maxLength``.
    case tooLong(length: Int, limit: Int)
    /// The URL has more path segments than ``DeepLinkLimits/maxSegments``.
    case tooManySegments(count: Int, limit: Int)
    /// No `scheme://` at the start of the URL.
    case missingScheme(url: String)
    /// The scheme has a character other than a letter, digit, `+`, `-` or `.`, or
    /// does not start with a letter.
    case invalidScheme(scheme: String)
    /// Nothing between `scheme://` and the path.
    case missingHost(url: String)
    /// Two slashes in a row in the path (only a single trailing slash is allowed).
    case emptySegment(index: Int, url: String)
    /// A `%` not followed by two hexadecimal digits.
    case invalidPercentEncoding(escape: String, url: String)
    /// Percent-escapes that decode to bytes which are not UTF-8 text.
    case invalidUTF8(component: String)
    /// No registered pattern matches the URL.
    case noMatch(url: String)
    /// A handler asked for a path parameter its pattern does not capture with that type.
    case missingParameter(name: String, expected: String, pattern: String)
    /// A handler needs a query parameter the URL does not have.
    case missingQueryItem(name: String, url: String)
    /// A query parameter's value is not what the handler expects.
    case invalidQueryItem(name: String, value: String, expected: String)
    /// A handler threw an error of its own.
    case handlerFailed(pattern: String, reason: String)

    /// What was expected, what was found, and what to do.
    public var description: String {
        switch self {
        case .tooLong(let length, let limit):
            "Deep link is \(length) bytes long; at most \(limit) are accepted. "
                + "Shorten the link or raise DeepLinkLimits.maxLength."
        case .tooManySegments(let count, let limit):
            "Deep link has \(count) path segments; at most \(limit) are accepted. "
                + "Shorten the path or raise DeepLinkLimits.maxSegments."
        case .missingScheme(let url):
            "Deep link \(Self.quote(url)) has no scheme: expected it to start like \"discover://\"."
        case .invalidScheme(let scheme):
            "Deep link scheme \(Self.quote(scheme)) is invalid: expected a letter followed by "
                + "letters, digits, \"+\", \"-\" or \".\"."
        case .missingHost(let url):
            "Deep link \(Self.quote(url)) has no host: expected a name after \"://\", as in \"discover://favorites\"."
        case .emptySegment(let index, let url):
            "Deep link \(Self.quote(url)) has an empty path segment at index \(index) (\"//\"); "
                + "remove the doubled slash."
        case .invalidPercentEncoding(let escape, let url):
            "Deep link \(Self.quote(url)) has the invalid escape \(Self.quote(escape)): "
                + "expected \"%\" followed by two hexadecimal digits. Encode a literal \"%\" as \"%25\"."
        case .invalidUTF8(let component):
            "Deep link component \(Self.quote(component)) decodes to bytes that are not UTF-8 text; "
                + "percent-encode the UTF-8 bytes of the intended characters."
        case .noMatch(let url):
            "No deep link pattern matches \(Self.quote(url)). Check the link, or register a pattern for it."
        case .missingParameter(let name, let expected, let pattern):
            "Pattern \(Self.quote(pattern)) captures no \(expected) parameter named \(Self.quote(name)); "
                + "use the name and type written in the pattern's placeholder."
        case .missingQueryItem(let name, let url):
            "Deep link \(Self.quote(url)) has no query parameter \(Self.quote(name)); expected \"?\(name)=…\"."
        case .invalidQueryItem(let name, let value, let expected):
            "Query parameter \(Self.quote(name)) is \(Self.quote(value)); expected \(expected)."
        case .handlerFailed(let pattern, let reason):
            "The handler of deep link pattern \(Self.quote(pattern)) failed: \(reason). "
                + "Throw a DeepLinkError from handlers to give callers a precise reason."
        }
    }

    /// Quotes `text`, shortened so that a huge URL does not flood logs.
    private static func quote(_ text: String) -> String {
        let limit = 120
        guard text.count > limit else { return "\"\(text)\"" }
        return "\"\(text.prefix(limit))…\" (\(text.utf8.count) bytes)"
    }
}
