import Foundation

/// An HTTP/1.1 response the server writes back.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code, e.g. 200.
    public let status: Int
    /// The `Content-Type` of the body.
    public let contentType: String
    /// The body.
    public let body: Data

    /// A response with `status`, `body` and its `contentType`.
    public init(status: Int, body: Data = Data(), contentType: String = "application/json") {
        self.status = status
        self.body = body
        self.contentType = contentType
    }

    /// `value` encoded as JSON with `status`.
    public static func json(_ value: some Encodable, status: Int = 200) -> HTTPResponse {
        do {
            return HTTPResponse(status: status, body: try JSONEncoder().encode(value))
        } catch {
            return HTTPResponse(status: 500, body: Data("{\"code\":\"server_error\",\"message\":\"cannot encode the answer\"}".utf8))
        }
    }

    /// The status line, headers and body as sent on the wire (the connection closes after it).
    var serialized: Data {
        let head = "HTTP/1.1 \(status) \(HTTPResponse.reason(for: status))\r\n"
            + "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Data(head.utf8) + body
    }

    private static func reason(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 202: "Accepted"
        case 204: "No Content"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 413: "Content Too Large"
        case 423: "Locked"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
