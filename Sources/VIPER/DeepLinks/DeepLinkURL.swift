#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A deep link split into its parts and percent-decoded: `scheme://host/path?query#fragment`.
///
/// Scheme and host are lowercased (they compare case-insensitively); path segments
/// keep their case. A `%2F` inside a segment stays part of that segment. A single
/// trailing slash is ignored; an empty segment elsewhere (`a//b`) is an error.
///
/// ```swift
/// let url = try DeepLinkURL("Discover://POI/42?ref=push%20note")
/// url.scheme   // "discover"
/// url.host     // "poi"
/// url.path     // ["42"]
/// url.query["ref"]  // "push note"
/// ```
///
/// A parsed URL is immutable; it is a class so that matches share it instead of
/// copying its parts. Two URLs are equal when their text is.
///
/// Text is parsed here rather than by `URLComponents(string:)`, whose answer for the
/// same text depends on the OS: since iOS 17 and macOS 14 (and in swift-foundation on
/// Linux) it percent-encodes what is invalid, so `discover://poi/%zz` becomes a
/// segment "%zz", while iOS 16 and macOS 13 return nil. Parsing the bytes gives the same
/// answer everywhere, and a typed error that says which escape is wrong. A Foundation
/// `URL` is already valid, so ``init(_:limits:)-(URL,_)`` reads its `absoluteString`.
public final class DeepLinkURL: Sendable, Hashable, CustomStringConvertible {
    /// The URL as it was given.
    public let text: String
    /// The scheme, lowercased.
    public let scheme: String
    /// The host, decoded and lowercased.
    public let host: String
    /// The decoded path segments, without empty ones.
    public let path: [String]
    /// The decoded query parameters.
    public let query: DeepLinkQuery
    /// The decoded fragment after `#`, if any.
    public let fragment: String?

    /// Parses `text`, rejecting it if it exceeds `limits` or is malformed.
    public init(_ text: String, limits: DeepLinkLimits = .default) throws(DeepLinkError) {
        let bytes = Array(text.utf8)
        guard bytes.count <= limits.maxLength else {
            throw .tooLong(length: bytes.count, limit: limits.maxLength)
        }
        self.text = text

        guard let colon = bytes.firstIndex(of: .colon), colon > 0,
            colon + 2 < bytes.count, bytes[colon + 1] == .slash, bytes[colon + 2] == .slash
        else { throw .missingScheme(url: text) }
        let schemeBytes = bytes[..<colon]
        guard Self.isValidScheme(schemeBytes) else {
            throw .invalidScheme(scheme: String(decoding: schemeBytes, as: UTF8.self))
        }
        scheme = String(decoding: schemeBytes.map(Self.asciiLowercased), as: UTF8.self)

        let hostStart = colon + 3
        let hostEnd = Self.firstIndex(in: bytes, from: hostStart) { $0 == .slash || $0 == .questionMark || $0 == .hash }
        guard hostEnd > hostStart else { throw .missingHost(url: text) }
        let hostBytes = bytes[hostStart..<hostEnd]
        host =
            hostBytes.allSatisfy { $0 < 0x80 && $0 != .percent }
            ? String(decoding: hostBytes.map(Self.asciiLowercased), as: UTF8.self)
            : try PercentDecoding.decode(hostBytes, plusAsSpace: false, in: text).lowercased()

        var position = hostEnd
        if position < bytes.count, bytes[position] == .slash {
            let pathEnd = Self.firstIndex(in: bytes, from: position + 1) { $0 == .questionMark || $0 == .hash }
            path = try Self.segments(of: bytes[(position + 1)..<pathEnd], limits: limits, in: text)
            position = pathEnd
        } else {
            path = []
        }

        if position < bytes.count, bytes[position] == .questionMark {
            let queryEnd = Self.firstIndex(in: bytes, from: position + 1) { $0 == .hash }
            query = try Self.query(of: bytes[(position + 1)..<queryEnd], in: text)
            position = queryEnd
        } else {
            query = DeepLinkQuery()
        }

        if position < bytes.count {
            fragment = try PercentDecoding.decode(bytes[(position + 1)...], plusAsSpace: false, in: text)
        } else {
            fragment = nil
        }
    }

    /// Parses `url`, such as the URL an app was opened with, rejecting it if it exceeds
    /// `limits` or has no scheme and host.
    public convenience init(_ url: URL, limits: DeepLinkLimits = .default) throws(DeepLinkError) {
        try self.init(url.absoluteString, limits: limits)
    }

    /// The URL as it was given.
    public var description: String { text }

    /// Whether `lhs` and `rhs` have the same text.
    public static func == (lhs: DeepLinkURL, rhs: DeepLinkURL) -> Bool {
        lhs.text == rhs.text
    }

    /// Hashes the URL's text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }

    private static func segments(
        of bytes: ArraySlice<UInt8>,
        limits: DeepLinkLimits,
        in url: String
    ) throws(DeepLinkError) -> [String] {
        guard !bytes.isEmpty else { return [] }
        // A single trailing slash ends the path without adding a segment.
        let end = bytes.last == .slash ? bytes.endIndex - 1 : bytes.endIndex
        let count = bytes[..<end].reduce(1) { $1 == .slash ? $0 + 1 : $0 }
        guard count <= limits.maxSegments else {
            throw .tooManySegments(count: count, limit: limits.maxSegments)
        }
        var segments: [String] = []
        segments.reserveCapacity(count)
        var start = bytes.startIndex
        while start <= end {
            let stop = bytes[start..<end].firstIndex(of: .slash) ?? end
            guard stop > start else { throw .emptySegment(index: segments.count, url: url) }
            segments.append(try PercentDecoding.decode(bytes[start..<stop], plusAsSpace: false, in: url))
            start = stop + 1
        }
        return segments
    }

    private static func query(of bytes: ArraySlice<UInt8>, in url: String) throws(DeepLinkError) -> DeepLinkQuery {
        var items: [DeepLinkQuery.Item] = []
        for pair in bytes.split(separator: .ampersand) {
            let equals = pair.firstIndex(of: .equals) ?? pair.endIndex
            let name = try PercentDecoding.decode(pair[..<equals], plusAsSpace: true, in: url)
            let value =
                equals < pair.endIndex
                ? try PercentDecoding.decode(pair[(equals + 1)...], plusAsSpace: true, in: url)
                : ""
            items.append(DeepLinkQuery.Item(name: name, value: value))
        }
        return DeepLinkQuery(items)
    }

    private static func firstIndex(in bytes: [UInt8], from start: Int, where isDelimiter: (UInt8) -> Bool) -> Int {
        bytes[start...].firstIndex(where: isDelimiter) ?? bytes.count
    }

    private static func isValidScheme(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, isASCIILetter(first) else { return false }
        return bytes.allSatisfy { byte in
            isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == .plus || byte == .hyphen || byte == UInt8(ascii: ".")
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
