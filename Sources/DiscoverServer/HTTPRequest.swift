import Foundation

/// An HTTP/1.1 request as the server read it.
public struct HTTPRequest: Sendable, Equatable {
    /// The method, upper case: "GET", "POST", …
    public let method: String
    /// The path split into percent-decoded segments: "/places/42" is ["places", "42"].
    public let path: [String]
    /// Percent-decoded query items; the last value wins for a repeated name.
    public let query: [String: String]
    /// Header fields, names lower-cased.
    public let headers: [String: String]
    /// The body (`Content-Length` bytes).
    public let body: Data

    /// A request with these parts.
    public init(method: String, path: [String], query: [String: String] = [:], headers: [String: String] = [:], body: Data = Data()) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// Parses the request line and headers in `head` (up to, not including, the blank line).
    /// Returns nil for anything that is not a well-formed HTTP/1.x request head.
    static func parseHead(_ head: String) -> (method: String, path: [String], query: [String: String], headers: [String: String])? {
        var lines = head.components(separatedBy: "\r\n")
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1."),
              let components = URLComponents(string: String(requestLine[1]))
        else { return nil }
        var headers: [String: String] = [:]
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let path = components.percentEncodedPath.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] {
            query[item.name] = item.value ?? ""
        }
        return (String(requestLine[0]).uppercased(), path, query, headers)
    }
}
