/// A compiled deep link pattern such as `discover://poi/<int:id>`.
///
/// The scheme and host are literal and compare case-insensitively. Each path
/// segment is a literal (compared exactly, after percent-decoding) or a
/// placeholder `<type:name>` (see ``DeepLinkParameterType``); `<name>` means
/// `<string:name>`, and `<path:name>` may only come last. Patterns carry no query:
/// every query parameter is passed to the handler.
///
/// When several patterns match one URL, the more specific wins: segments are
/// compared from the left and the first that differs decides, a literal beating a
/// typed placeholder, which beats `string`, which beats `path`.
///
/// A compiled pattern is immutable; it is a class so that matches share it instead
/// of copying its parts. Two patterns are equal when they were written the same.
public final class DeepLinkPattern: Sendable, Hashable, CustomStringConvertible {
    /// One path segment of a pattern.
    public enum Segment: Sendable, Hashable {
        /// Matches exactly this decoded text.
        case literal(String)
        /// Captures the segment (or, for `path`, the rest of the path) as `name`.
        case parameter(name: String, type: DeepLinkParameterType)

        /// Lower is more specific.
        var rank: Int {
            switch self {
            case .literal: 0
            case .parameter(_, let type): type.rank
            }
        }
    }

    /// The pattern as written.
    public let text: String
    /// The scheme, lowercased.
    public let scheme: String
    /// The host, lowercased.
    public let host: String
    /// The path segments, in order.
    public let segments: [Segment]

    /// Compiles `text`.
    ///
    /// - Throws: ``DeepLinkPatternError/invalidPattern(pattern:reason:)`` naming what is wrong.
    public init(_ text: String) throws(DeepLinkPatternError) {
        func invalid(_ reason: String) -> DeepLinkPatternError {
            .invalidPattern(pattern: text, reason: reason)
        }
        guard !text.contains("?"), !text.contains("#") else {
            throw invalid("a pattern has no query or fragment; query parameters are passed to the handler.")
        }
        let url: DeepLinkURL
        do {
            url = try DeepLinkURL(text, limits: DeepLinkLimits(maxLength: .max, maxSegments: .max))
        } catch {
            throw invalid(error.description)
        }
        guard !url.host.contains("<") else {
            throw invalid("the host must be literal; placeholders are allowed in the path only.")
        }
        var names: Set<String> = []
        var segments: [Segment] = []
        for (index, piece) in url.path.enumerated() {
            guard piece.hasPrefix("<"), piece.hasSuffix(">"), piece.count >= 2 else {
                guard !piece.contains("<"), !piece.contains(">") else {
                    throw invalid("segment \"\(piece)\" mixes text and a placeholder; a placeholder fills a whole segment.")
                }
                segments.append(.literal(piece))
                continue
            }
            let body = piece.dropFirst().dropLast()
            let parts = body.split(separator: ":", omittingEmptySubsequences: false)
            let typeName = parts.count == 2 ? String(parts[0]) : "string"
            let name = String(parts.last ?? "")
            guard parts.count <= 2, let type = DeepLinkParameterType(rawValue: typeName) else {
                throw invalid("placeholder \"\(piece)\" has an unknown type; expected <int:…>, <uuid:…>, <string:…>, <path:…> or <name>.")
            }
            guard Self.isIdentifier(name) else {
                throw invalid("placeholder \"\(piece)\" needs a name made of letters, digits and \"_\", not starting with a digit.")
            }
            guard names.insert(name).inserted else {
                throw invalid("the placeholder name \"\(name)\" is used twice; give each placeholder its own name.")
            }
            guard type != .path || index == url.path.count - 1 else {
                throw invalid("<path:\(name)> captures the rest of the path, so it must be the last segment.")
            }
            segments.append(.parameter(name: name, type: type))
        }
        self.text = text
        self.scheme = url.scheme
        self.host = url.host
        self.segments = segments
    }

    /// The pattern as written.
    public var description: String { text }

    /// Whether `lhs` and `rhs` were written the same.
    public static func == (lhs: DeepLinkPattern, rhs: DeepLinkPattern) -> Bool {
        lhs.text == rhs.text
    }

    /// Hashes the pattern as written.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }

    /// Whether `url` matches this pattern.
    public func matches(_ url: DeepLinkURL) -> Bool {
        guard url.scheme == scheme, url.host == host else { return false }
        let path = url.path
        for (index, segment) in segments.enumerated() {
            guard index < path.count else { return false }
            switch segment {
            case .literal(let literal):
                guard path[index] == literal else { return false }
            case .parameter(_, .path):
                return true
            case .parameter(_, let type):
                guard type.accepts(path[index]) else { return false }
            }
        }
        return path.count == segments.count
    }

    /// The values the placeholders capture from `url`, or `nil` if it does not match.
    public func parameters(in url: DeepLinkURL) -> DeepLinkParameters? {
        matches(url) ? capture(from: url) : nil
    }

    /// The values the placeholders capture from `url`, which this pattern matches.
    func capture(from url: DeepLinkURL) -> DeepLinkParameters? {
        var captures: [DeepLinkParameters.Capture] = []
        for (index, segment) in segments.enumerated() {
            guard case .parameter(let name, let type) = segment else { continue }
            let captured = type == .path ? url.path[index...] : url.path[index...index]
            guard let value = type.value(of: captured) else { return nil }
            captures.append(DeepLinkParameters.Capture(name: name, value: value))
        }
        return DeepLinkParameters(captures)
    }

    /// Whether this pattern wins over `other` for a URL both match: at the first
    /// segment whose kinds differ, this one's is the more specific.
    public func isMoreSpecific(than other: DeepLinkPattern) -> Bool {
        for (mine, theirs) in zip(segments, other.segments) where mine.rank != theirs.rank {
            return mine.rank < theirs.rank
        }
        return false
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
    }
}
