import Discover
import Foundation

/// An error response of ``DiscoverAPI``: its status, ``ErrorDTO`` body and headers, and, for
/// an internal failure, the detail that is logged instead of sent.
struct APIFailure: Error {
    let response: HTTPResponse
    /// What actually failed, for the log; never sent to the client.
    let internalDetail: String?

    init(_ status: Int, _ code: ErrorDTO.Code, _ message: String, retryAfter: Int? = nil, headers: [String: String] = [:]) {
        response = .error(status, code, message, retryAfter: retryAfter, headers: headers)
        internalDetail = nil
    }

    private init(internalDetail: String) {
        response = .error(500, .serverError, "the server could not complete the request; it logged why")
        self.internalDetail = internalDetail
    }

    /// 401 with `WWW-Authenticate: Bearer`.
    static func unauthenticated(_ message: String) -> APIFailure {
        APIFailure(401, .authenticationRequired, message, headers: ["WWW-Authenticate": "Bearer"])
    }

    init(_ error: PlacesError) {
        switch error {
        case .invalidRequest: self.init(400, .invalidRequest, error.description)
        case .placeNotFound: self.init(404, .placeNotFound, error.description)
        case .userNotFound: self.init(404, .userNotFound, error.description)
        case .network(let detail), .storage(let detail): self.init(internalDetail: detail)
        }
    }

    init(_ error: AuthError, now: Date) {
        switch error {
        case .invalidCredentials:
            self.init(401, .invalidCredentials, "no account matches this email and password")
        case .accountLocked(let until):
            let seconds = max(1, Int(until.timeIntervalSince(now).rounded(.up)))
            self.init(429, .tooManyRequests, "too many failed sign-ins for this account; try again in \(seconds) s", retryAfter: seconds)
        case .network:
            self.init(503, .serverBusy, "sign-in is busy; try again shortly", retryAfter: 1)
        }
    }

    /// Runs a data call, turning its ``PlacesError`` into a response.
    @discardableResult
    static func mapping<T>(_ body: () async throws(PlacesError) -> T) async throws(APIFailure) -> T {
        do {
            return try await body()
        } catch {
            throw APIFailure(error)
        }
    }

    /// Runs an auth call, turning its ``AuthError`` into a response; `now` dates a throttle's end.
    @discardableResult
    static func mapping<T>(now: @Sendable () -> Date, _ body: () async throws(AuthError) -> T) async throws(APIFailure) -> T {
        do {
            return try await body()
        } catch {
            throw APIFailure(error, now: now())
        }
    }
}
