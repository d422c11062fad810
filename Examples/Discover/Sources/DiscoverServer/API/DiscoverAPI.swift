import VIPER
import Discover
import Foundation

/// The Discover JSON API over a local ``DiscoverDatabase``, answering ``HTTPRequest``s.
///
/// | Request | Success | Errors |
/// | --- | --- | --- |
/// | `GET /places?q=&near=lat,lon&after=&limit=` | 200 ``PlacePageDTO`` | 400, 429, 503 |
/// | `GET /health` | 200 ``HealthDTO`` | |
/// | `GET /places/<id>` | 200 ``PlaceDTO`` | 400, 404 |
/// | `POST /login` ``CredentialsDTO`` | 200 ``SessionDTO`` | 400, 401, 415, 429, 503 |
/// | `POST /logout` (bearer) | 204 | 401, 415 |
/// | `POST /password-reset` ``PasswordResetRequestDTO`` | 202, known email or not | 400, 415, 429 |
/// | `GET /users/<id>/favorites` (bearer) | 200 `[PlaceDTO]` | 400, 401, 403 |
/// | `GET /users/<id>/favorites/<placeID>` (bearer) | 200 ``FavoriteStatusDTO`` | 400, 401, 403 |
/// | `PUT` / `DELETE /users/<id>/favorites/<placeID>` (bearer) | 204 | 400, 401, 403, 404, 415 |
///
/// Errors carry an ``ErrorDTO``. The user routes need `Authorization: Bearer <token>` from
/// `POST /login` and act only for the token's own user (403 for another id). Requests that
/// change state (POST, PUT, DELETE) need `Content-Type: application/json` (415 otherwise), so
/// a cross-site form or `text/plain` request, which a browser sends without asking, is never
/// processed. Abuse is bounded per client address (``Limits``) and per account
/// (``LoginThrottle``); a refusal that passes with time is 429 or 503 with `Retry-After`,
/// held for ``Limits/refusalDelay`` so that retrying at once gains nothing.
/// Internal failures are logged, and answered 500 without their details.
public struct DiscoverAPI: Sendable {
    /// The per-client limits of the expensive routes.
    public struct Limits: Sendable {
        /// Sign-in attempts per client: each one is a password hash.
        var logins: RateLimiter.Rate
        /// Password-reset requests per client.
        var passwordResets: RateLimiter.Rate
        /// Text and distance searches per client.
        var searches: RateLimiter.Rate
        /// Text and distance searches running at once over all clients; more get 503.
        var searchesInFlight: Int
        /// How long a 429 or 503 refusal is held before it is sent (``HTTPResponse/delay``), so a
        /// client that retries at once, a flood, makes one attempt per delay per connection.
        var refusalDelay: Duration

        /// 20 sign-ins at once then 2 a second; 5 resets then one every 10 s; 40 searches at
        /// once then 20 a second, at most 16 running; refusals held 1 s.
        public static let standard = Limits(
            logins: .init(burst: 20, perSecond: 2), passwordResets: .init(burst: 5, perSecond: 0.1),
            searches: .init(burst: 40, perSecond: 20), searchesInFlight: 16, refusalDelay: .seconds(1))
    }

    /// The default page size of `GET /places`.
    public static let defaultPageSize = 20

    private let places: LocalPlaceRepository
    private let favorites: LocalFavoritesRepository
    private let auth: LocalAuthService
    private let passwordReset: LocalPasswordResetService
    private let sessions: SessionStore
    private let logins: RateLimiter
    private let passwordResets: RateLimiter
    private let searches: RateLimiter
    private let searchesInFlight: InFlightLimit
    private let refusalDelay: Duration
    private let now: @Sendable () -> Date
    private let log: @Sendable (String) -> Void
    private let unwrittenLogLines: @Sendable () -> Int

    /// An API over `database`, signing in through `auth`, within `limits`, timed by `now`;
    /// internal failures are reported to `log`, and `GET /health` reports `unwrittenLogLines`, the
    /// log lines that could not be written.
    public init(
        database: DiscoverDatabase, auth: LocalAuthService, limits: Limits = .standard,
        now: @escaping @Sendable () -> Date = { Date() }, log: @escaping @Sendable (String) -> Void = { _ in },
        unwrittenLogLines: @escaping @Sendable () -> Int = { 0 }
    ) {
        places = LocalPlaceRepository(database: database)
        favorites = LocalFavoritesRepository(database: database)
        self.auth = auth
        passwordReset = LocalPasswordResetService(database: database, now: now)
        sessions = SessionStore(database: database, now: now)
        logins = RateLimiter(limits.logins, now: now)
        passwordResets = RateLimiter(limits.passwordResets, now: now)
        searches = RateLimiter(limits.searches, now: now)
        searchesInFlight = InFlightLimit(limits.searchesInFlight)
        refusalDelay = limits.refusalDelay
        self.now = now
        self.log = log
        self.unwrittenLogLines = unwrittenLogLines
    }

    /// The response to `request`.
    public func handle(_ request: HTTPRequest) async -> HTTPResponse {
        do throws(APIFailure) {
            return try await route(request)
        } catch {
            if let detail = error.internalDetail {
                log("\(request.method) /\(request.path.joined(separator: "/")) failed: \(detail)")
            }
            let isRefusal = error.response.status == 429 || error.response.status == 503
            return isRefusal ? error.response.delayed(by: refusalDelay) : error.response
        }
    }

    private func route(_ request: HTTPRequest) async throws(APIFailure) -> HTTPResponse {
        if request.method != "GET" {
            try requireJSON(request)
        }
        switch (request.method, request.path) {
        case ("GET", ["health"]):
            return .json(HealthDTO(unwrittenLogLines: unwrittenLogLines()))
        case ("GET", ["places"]):
            return .json(PlacePageDTO(try await search(request)))
        case ("GET", let path) where path.count == 2 && path[0] == "places":
            let id = try placeID(path[1])
            return .json(PlaceDTO(try await APIFailure.mapping { () throws(PlacesError) in try await places.place(id: id) }))
        case ("POST", ["login"]):
            let (session, deviceToken) = try await login(request)
            return .json(SessionDTO(session, deviceToken: deviceToken))
        case ("POST", ["logout"]):
            let token = try bearerToken(request)
            try await APIFailure.mapping { () throws(PlacesError) in try await sessions.end(token) }
            return HTTPResponse(status: 204)
        case ("POST", ["password-reset"]):
            try limit(passwordResets, request, what: "password-reset requests")
            let reset = try decode(PasswordResetRequestDTO.self, from: request, example: #"{"email": "ada@example.com"}"#)
            try await APIFailure.mapping(now: now) { () throws(AuthError) in
                try await passwordReset.requestPasswordReset(email: reset.email)
            }
            return HTTPResponse(status: 202)
        case ("GET", let path) where path.count == 3 && path[0] == "users" && path[2] == "favorites":
            let userID = try await authorizedUser(request, path[1])
            let list = try await APIFailure.mapping { () throws(PlacesError) in try await favorites.favorites(userID: userID) }
            return .json(list.map(PlaceDTO.init))
        case (let method, let path) where path.count == 4 && path[0] == "users" && path[2] == "favorites":
            guard ["GET", "PUT", "DELETE"].contains(method) else {
                throw APIFailure(405, .invalidRequest, "expected GET, PUT or DELETE on a favorite, found \(method)")
            }
            let userID = try await authorizedUser(request, path[1])
            return try await favorite(method: method, userID: userID, placeID: try placeID(path[3]))
        case (_, let path) where ["health", "places", "login", "logout", "password-reset", "users"].contains(path.first ?? ""):
            throw APIFailure(405, .invalidRequest, "\(request.method) is not supported on /\(path.joined(separator: "/"))")
        default:
            throw APIFailure(404, .notFound, "no route /\(request.path.joined(separator: "/")); see the API table in DiscoverAPI")
        }
    }

    private func search(_ request: HTTPRequest) async throws(APIFailure) -> Page<Place, PlaceCursor> {
        let query = request.query
        let text = query["q"] ?? ""
        let work = { () async throws(APIFailure) -> Page<Place, PlaceCursor> in
            try await APIFailure.mapping { () throws(PlacesError) in
                let origin = try query["near"].map { text throws(PlacesError) in try Coordinate(parsing: text) }
                let cursor = try query["after"].map { token throws(PlacesError) in try PlaceCursor(token: token) }
                let limitText = query["limit"] ?? String(Self.defaultPageSize)
                guard let limit = Int(limitText) else {
                    throw PlacesError.invalidRequest("expected limit to be a number, found \"\(limitText.prefix(20))\"")
                }
                return try await places.search(PlaceQuery(text: text, origin: origin), after: cursor, limit: limit)
            }
        }
        // Listing by population walks an index and costs next to nothing; text and distance
        // searches are bounded per client and in total.
        guard !text.isEmpty || query["near"] != nil else { return try await work() }
        try limit(searches, request, what: "searches")
        guard let page = try await searchesInFlight.run(work) else {
            throw APIFailure(503, .serverBusy, "too many searches are running; try again shortly", retryAfter: 1)
        }
        return page
    }

    /// Signs in; the session and the client's new device token. An attempt with a device token is
    /// exempt from the per-client rate limit (which everyone on one address shares) and is
    /// throttled per device instead (``LoginThrottle``): a token that is not valid gains nothing.
    private func login(_ request: HTTPRequest) async throws(APIFailure) -> (APISession, String?) {
        let credentials = try decode(CredentialsDTO.self, from: request, example: #"{"email": "ada@example.com", "password": "…"}"#)
        if !auth.isTrustedDevice(credentials.deviceToken, email: credentials.email) {
            try limit(logins, request, what: "sign-in attempts")
        }
        let signIn = try await APIFailure.mapping(now: now) { () throws(AuthError) in
            try await auth.login(
                email: credentials.email, password: credentials.password, client: request.client, device: credentials.deviceToken)
        }
        let session = try await APIFailure.mapping { () throws(PlacesError) in try await sessions.start(for: signIn.user) }
        return (session, signIn.deviceToken)
    }

    private func favorite(method: String, userID: String, placeID: Int64) async throws(APIFailure) -> HTTPResponse {
        if method == "GET" {
            let isFavorite = try await APIFailure.mapping { () throws(PlacesError) in
                try await favorites.isFavorite(placeID: placeID, userID: userID)
            }
            return .json(FavoriteStatusDTO(isFavorite: isFavorite))
        }
        try await APIFailure.mapping { () throws(PlacesError) in
            try await favorites.setFavorite(method == "PUT", placeID: placeID, userID: userID)
        }
        return HTTPResponse(status: 204)
    }

    /// The id in the path, once the bearer token is shown to be that user's.
    private func authorizedUser(_ request: HTTPRequest, _ pathID: String) async throws(APIFailure) -> String {
        let token = try bearerToken(request)
        let user = try await APIFailure.mapping { () throws(PlacesError) in try await sessions.user(for: token) }
        guard let user else { throw APIFailure.unauthenticated("the token is unknown, ended or expired; sign in again") }
        guard AccountText.isAcceptableIdentifier(pathID) else {
            throw APIFailure(
                400, .invalidRequest,
                "expected a user id without control characters, of at most \(AccountText.maximumIdentifierBytes) bytes")
        }
        guard pathID == user.id else {
            throw APIFailure(403, .forbidden, "this token acts for its own user only; use /users/<your id>/favorites")
        }
        return user.id
    }

    private func bearerToken(_ request: HTTPRequest) throws(APIFailure) -> String {
        guard let value = request.headers["authorization"] else {
            throw APIFailure.unauthenticated("expected an Authorization: Bearer <token> header from POST /login")
        }
        let parts = value.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            throw APIFailure.unauthenticated("expected the Authorization header to be \"Bearer <token>\"")
        }
        return String(parts[1]).trimmingCharacters(in: .whitespaces)
    }

    private func requireJSON(_ request: HTTPRequest) throws(APIFailure) {
        let mediaType = request.headers["content-type"]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        guard mediaType == "application/json" else {
            throw APIFailure(415, .invalidRequest, "expected Content-Type: application/json on \(request.method) requests")
        }
    }

    private func limit(_ limiter: RateLimiter, _ request: HTTPRequest, what: String) throws(APIFailure) {
        if case .failure(let wait) = limiter.take(request.client) {
            throw APIFailure(
                429, .tooManyRequests, "too many \(what) from this client; try again in \(wait.seconds) s", retryAfter: wait.seconds)
        }
    }

    private func placeID(_ text: String) throws(APIFailure) -> Int64 {
        guard let id = Int64(text) else {
            throw APIFailure(400, .invalidRequest, "expected a numeric place id, found \"\(text.prefix(40))\"")
        }
        return id
    }

    private func decode<T: Decodable>(_ type: T.Type, from request: HTTPRequest, example: String) throws(APIFailure) -> T {
        do {
            return try JSONDecoder().decode(type, from: request.body)
        } catch {
            throw APIFailure(400, .invalidRequest, "expected a JSON body like \(example)")
        }
    }
}
