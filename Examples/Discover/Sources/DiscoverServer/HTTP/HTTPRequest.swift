import Foundation

/// An HTTP/1.1 request as the server read it, complete with its body.
public struct HTTPRequest: Sendable, Equatable {
    /// The method, upper case: "GET", "POST", …
    public let method: String
    /// The path split into percent-decoded segments: "/places/42" is ["places", "42"].
    public let path: [String]
    /// Percent-decoded query items; the last value wins for a repeated name.
    public let query: [String: String]
    /// Header fields, names lower-cased; repeated fields joined with ", ".
    public let headers: [String: String]
    /// The body (`Content-Length` bytes, or the decoded chunks).
    public let body: Data
    /// The client's address (an IP address), for per-client limits.
    public let client: String

    /// A request with these parts.
    public init(
        method: String, path: [String], query: [String: String] = [:], headers: [String: String] = [:], body: Data = Data(),
        client: String = "127.0.0.1"
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.client = client
    }

    /// Splits a request target ("/places/S%C3%A3o?q=x") into decoded path segments and query
    /// items; nil when it is not an absolute path, or a `%` is not followed by two hex digits,
    /// or the decoded bytes are not UTF-8. A `+` stays a `+`.
    static func parseTarget(_ target: String) -> (path: [String], query: [String: String])? {
        guard target.hasPrefix("/") else { return nil }
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var path: [String] = []
        for segment in parts[0].split(separator: "/") {
            guard let decoded = percentDecoded(segment) else { return nil }
            path.append(decoded)
        }
        var query: [String: String] = [:]
        if parts.count == 2 {
            for item in parts[1].split(separator: "&") {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = percentDecoded(pair[0]), let value = pair.count == 2 ? percentDecoded(pair[1]) : "" else { return nil }
                query[name] = value
            }
        }
        return (path, query)
    }

    /// `text` with every `%XX` replaced by its byte; nil for a malformed escape or bytes that are not UTF-8.
    private static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
