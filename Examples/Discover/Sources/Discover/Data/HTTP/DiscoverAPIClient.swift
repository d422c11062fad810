import Dispatch
import Foundation
import VIPERLock
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests to a Discover JSON API server (`discover serve`) over URLSession.
///
/// One client is shared by the HTTP repositories, and with it the signed-in session: after
/// ``HTTPAuthService`` signs in, requests that need a user carry its token as
/// `Authorization: Bearer`. Requests that change state send `Content-Type: application/json`,
/// which the server requires. Every request gives up after `timeout` seconds; transport failures, timeouts and undecodable bodies surface as
/// ``DiscoverAPIClient/Failure`` for the repositories to map to their domain errors.
public struct DiscoverAPIClient: Sendable {
    /// A response: its status code, its `Retry-After` in seconds if any, and its body.
    struct Response: Sendable {
        let status: Int
        let retryAfter: Int?
        let body: Data
    }

    /// Why a request produced no usable answer.
    enum Failure: Error, Sendable, CustomStringConvertible {
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
    /// Seconds a request may take, from sending to the last byte of the answer.
    public let timeout: TimeInterval
    private let session: URLSession
    /// The bearer token of the signed-in user, shared by every copy of this client.
    let credential = SessionCredential()

    /// A client for the server at `baseURL`, waiting at most `timeout` seconds per request.
    ///
    /// The client enforces the timeout itself (a timer that cancels the data task):
    /// Foundation on Linux truncates URLSession's timeouts to whole seconds, so 0.5 would
    /// fail every request at once. URLSession's own timeout is kept one second longer as a
    /// backstop. Cancelling the calling task cancels the request at once; it then fails like
    /// an unreachable server (`PlacesError.network`, `AuthError.network`).
    public init(baseURL: URL, timeout: TimeInterval = 10) {
        self.baseURL = baseURL
        self.timeout = max(0.001, timeout)
        let backstop = (self.timeout + 1).rounded(.up)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = backstop
        configuration.timeoutIntervalForResource = backstop
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    /// Sends `method` to `path` (segments are percent-encoded) with `query` and a JSON `body`;
    /// with `authorized`, adds the session's bearer token.
    func send(
        _ method: String, _ path: [String], query: [URLQueryItem] = [], body: (some Encodable & Sendable)? = Optional<String>.none,
        authorized: Bool = false
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
        }
        if method != "GET" {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if authorized, let token = credential.token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return try await perform(request, description: "\(method) \(url)")
    }

    /// Runs `request`; fails once ``timeout`` has passed without a full answer, or at once
    /// when the calling task is cancelled (the data task is cancelled in both cases).
    private func perform(_ request: URLRequest, description: String) async throws(Failure) -> Response {
        let first = FirstOutcome()
        let task = session.dataTask(with: request) { data, response, error in
            if let error {
                first.offer(.failure(.transport("\(description) failed: \(error.localizedDescription)")))
            } else if let http = response as? HTTPURLResponse {
                let retryAfter = (http.value(forHTTPHeaderField: "Retry-After")).flatMap { Int($0) }
                first.offer(.success(Response(status: http.statusCode, retryAfter: retryAfter, body: data ?? Data())))
            } else {
                first.offer(.failure(.transport("\(description): the answer is not HTTP")))
            }
        }
        let timeout = timeout
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                first.install(continuation)
                task.resume()
                DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                    first.offer(.failure(.transport("no answer within \(timeout) s to \(description)")))
                    task.cancel()
                }
            }
        } onCancel: {
            first.offer(.failure(.transport("\(description) was cancelled")))
            task.cancel()
        }
        return try outcome.get()
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

/// Delivers the first outcome offered (answer, timeout or cancellation) to the waiting
/// continuation, whichever of the two arrives first, and ignores later offers.
private final class FirstOutcome: Sendable {
    typealias Outcome = Result<DiscoverAPIClient.Response, DiscoverAPIClient.Failure>

    private enum State {
        /// Neither the continuation nor an outcome yet.
        case empty
        /// The continuation waits for an outcome.
        case waiting(CheckedContinuation<Outcome, Never>)
        /// An outcome arrived before the continuation.
        case early(Outcome)
        /// The outcome was delivered.
        case delivered
    }

    private let state = Locked(State.empty)

    /// Hands over the continuation; resumes it at once if an outcome is already there.
    func install(_ continuation: CheckedContinuation<Outcome, Never>) {
        state.withLock { state in
            switch state {
            case .empty:
                state = .waiting(continuation)
            case .early(let outcome):
                continuation.resume(returning: outcome)
                state = .delivered
            case .waiting, .delivered:
                break
            }
        }
    }

    /// Offers an outcome; only the first one counts.
    func offer(_ outcome: Outcome) {
        state.withLock { state in
            switch state {
            case .empty:
                state = .early(outcome)
            case .waiting(let continuation):
                continuation.resume(returning: outcome)
                state = .delivered
            case .early, .delivered:
                break
            }
        }
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
