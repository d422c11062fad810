import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests to a Discover JSON API server (`discover serve`) over URLSession.
///
/// One client is shared by the HTTP repositories. Every request gives up after `timeout`
/// seconds; transport failures, timeouts and undecodable bodies surface as
/// ``DiscoverAPIClient/Failure`` for the repositories to map to their domain errors.
public struct DiscoverAPIClient: Sendable {
    /// A response: its status code and body.
    struct Response: Sendable {
        let status: Int
        let body: Data
    }

    /// Why a request produced no usable answer.
    enum Failure: Error, CustomStringConvertible {
        /// Not reachable, timed out, or the connection failed.
        case transport(String)
        /// The body is not the JSON the API documents.
        case malformed(String)

        var description: String {
            switch self {
            case .transport(let detail): detail
            case .malformed(let detail): "unreadable answer: \(detail)"
            }
        }
    }

    /// The server's address, e.g. `http://127.0.0.1:8080`.
    public let baseURL: URL
    private let session: URLSession

    /// A client for the server at `baseURL`, waiting at most `timeout` seconds per request.
    ///
    /// The timeout is rounded up to whole seconds (at least 1): Foundation on Linux truncates
    /// it to whole seconds, which would turn 0.5 into "fail at once".
    public init(baseURL: URL, timeout: TimeInterval = 10) {
        self.baseURL = baseURL
        let seconds = max(1, timeout.rounded(.up))
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    /// Sends `method` to `path` (segments are percent-encoded) with `query` and a JSON `body`.
    func send(
        _ method: String, _ path: [String], query: [URLQueryItem] = [], body: (some Encodable & Sendable)? = Optional<String>.none
    ) async throws(Failure) -> Response {
        let encodedPath = path.map { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0 }.joined(separator: "/")
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
            throw .transport("the API address \(baseURL) is not a valid URL")
        }
        components.percentEncodedPath = components.percentEncodedPath.trimmingSuffix("/") + "/" + encodedPath
        components.queryItems = query.isEmpty ? nil : query
        guard let url = components.url else { throw .transport("cannot build a URL from \(baseURL) and \(encodedPath)") }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body {
            do {
                request.httpBody = try JSONEncoder().encode(body)
            } catch {
                throw .transport("cannot encode the request body: \(error)")
            }
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        do {
            let (data, response) = try await session.data(for: request)
            guard let http = response as? HTTPURLResponse else { throw Failure.transport("the answer is not HTTP") }
            return Response(status: http.statusCode, body: data)
        } catch let failure as Failure {
            throw failure
        } catch let error as URLError where error.code == .timedOut {
            throw .transport("no answer within the timeout from \(url)")
        } catch {
            throw .transport("\(method) \(url) failed: \(error.localizedDescription)")
        }
    }

    /// Decodes a JSON body as `type`.
    func decode<T: Decodable>(_ type: T.Type, from response: Response) throws(Failure) -> T {
        do {
            return try JSONDecoder().decode(type, from: response.body)
        } catch {
            throw .malformed("expected \(T.self) JSON, found \(response.body.count) bytes that do not decode (\(error))")
        }
    }

    /// The API error in an error response, if its body is one.
    func apiError(in response: Response) -> ErrorDTO? {
        try? JSONDecoder().decode(ErrorDTO.self, from: response.body)
    }

    /// "HTTP 500: <message>" for an unexpected status.
    func unexpected(_ response: Response) -> String {
        "HTTP \(response.status)" + (apiError(in: response).map { ": \($0.message)" } ?? "")
    }
}

extension String {
    /// The string without trailing `suffix` characters.
    fileprivate func trimmingSuffix(_ suffix: Character) -> String {
        var result = self
        while result.last == suffix { result.removeLast() }
        return result
    }
}
