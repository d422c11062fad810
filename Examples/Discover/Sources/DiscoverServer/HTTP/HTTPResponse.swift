import Foundation
import Discover

/// An HTTP/1.1 response the server writes back.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code, e.g. 200.
    public let status: Int
    /// The `Content-Type` of the body.
    public let contentType: String
    /// The body.
    public let body: Data
    /// Further header fields, e.g. `Retry-After` or `WWW-Authenticate`.
    public let headers: [String: String]
    /// How long the server holds the response before sending it. A refusal held for a while
    /// slows a client that retries at once (a flood) down to one attempt per delay, at the
    /// cost of a timer; the connection may be evicted meanwhile, which sends it at once.
    public let delay: Duration

    /// A response with `status`, `body` and its `contentType`, and further `headers`, sent after `delay`.
    public init(
        status: Int, body: Data = Data(), contentType: String = "application/json", headers: [String: String] = [:],
        delay: Duration = .zero
    ) {
        self.status = status
        self.body = body
        self.contentType = contentType
        self.headers = headers
        self.delay = delay
    }

    /// This response, held for `delay` before it is sent.
    public func delayed(by delay: Duration) -> HTTPResponse {
        HTTPResponse(status: status, body: body, contentType: contentType, headers: headers, delay: delay)
    }

    /// `value` encoded as JSON with `status` and `headers`.
    public static func json(_ value: some Encodable, status: Int = 200, headers: [String: String] = [:]) -> HTTPResponse {
        do {
            return HTTPResponse(status: status, body: try JSONEncoder().encode(value), headers: headers)
        } catch {
            return HTTPResponse(status: 500, body: Data("{\"code\":\"server_error\",\"message\":\"cannot encode the answer\"}".utf8))
        }
    }

    /// An ``ErrorDTO`` response with `status`; a `retryAfter` is also sent as the `Retry-After` header.
    public static func error(
        _ status: Int, _ code: ErrorDTO.Code, _ message: String, retryAfter: Int? = nil, headers: [String: String] = [:]
    ) -> HTTPResponse {
        var headers = headers
        if let retryAfter { headers["Retry-After"] = String(retryAfter) }
        return .json(ErrorDTO(code: code, message: message, retryAfter: retryAfter), status: status, headers: headers)
    }
}
