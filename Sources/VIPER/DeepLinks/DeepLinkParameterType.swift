#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The type of a placeholder in a deep link pattern, written `<type:name>`.
///
/// From most to least specific: `int` and `uuid` (typed, never both for one
/// segment), `string` (any one segment; also written `<name>`), and `path` (one or
/// more trailing segments, last in a pattern only).
public enum DeepLinkParameterType: String, Sendable, Hashable, CaseIterable {
    /// A decimal integer that fits `Int`, optionally negative: `42`, `-7`.
    case int
    /// A UUID in its 36-character hyphenated form, any letter case.
    case uuid
    /// Any one non-empty segment.
    case string
    /// One or more segments to the end of the path.
    case path

    /// The specificity rank of a segment of this type: lower is more specific.
    /// Literal segments rank 0.
    var rank: Int {
        switch self {
        case .int, .uuid: 1
        case .string: 2
        case .path: 3
        }
    }

    /// Whether a single decoded segment has this type, without allocating.
    func accepts(_ segment: String) -> Bool {
        switch self {
        case .int: Self.isInt(segment)
        case .uuid: UUID(uuidString: segment) != nil
        case .string, .path: true
        }
    }

    /// The value of `segments` (one, except for `path`), if they have this type.
    func value(of segments: ArraySlice<String>) -> DeepLinkParameters.Value? {
        switch self {
        case .int:
            segments.first.flatMap { Self.isInt($0) ? Int($0) : nil }.map { .int($0) }
        case .uuid:
            segments.first.flatMap(UUID.init(uuidString:)).map { .uuid($0) }
        case .string:
            segments.first.map { .string($0) }
        case .path:
            segments.isEmpty ? nil : .path(Array(segments))
        }
    }

    private static func isInt(_ text: String) -> Bool {
        var digits = text.utf8[...]
        if digits.first == .hyphen { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 19,
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return false }
        return digits.count < 19 || Int(text) != nil
    }
}
