import VIPER
import Discover
import Foundation

/// The Discover JSON API, answering HTTP requests from a set of ``DiscoverServices``.
///
/// | Request | Success | Errors |
/// | --- | --- | --- |
/// | `GET /places?q=&near=lat,lon&after=&limit=` | 200 ``PlacePageDTO`` | 400 |
/// | `GET /places/<id>` | 200 ``PlaceDTO`` | 404 |
/// | `POST /login` ``CredentialsDTO`` | 200 ``UserDTO`` | 401, 423 (with `lockedUntil`) |
/// | `POST /password-reset` ``PasswordResetRequestDTO`` | 202, known email or not | 400 |
/// | `GET /users/<id>/favorites` | 200 `[PlaceDTO]` | 404 |
/// | `GET /users/<id>/favorites/<placeID>` | 200 ``FavoriteStatusDTO`` | 404 |
/// | `PUT` / `DELETE /users/<id>/favorites/<placeID>` | 204 | 404 |
///
/// Errors carry an ``ErrorDTO``. The favorites routes trust the user id in the path: this
/// demo server has no sessions, so serve it on loopback only.
public struct DiscoverAPI: Sendable {
    /// The default page size of `GET /places`.
    public static let defaultPageSize = 20

    private let services: DiscoverServices

    /// An API answering from `services`.
    public init(services: DiscoverServices) {
        self.services = services
    }

    /// The response to `request`.
    public func handle(_ request: HTTPRequest) async -> HTTPResponse {
        do throws(APIFailure) {
            return try await route(request)
        } catch {
            return .json(error.body, status: error.status)
        }
    }

    private func route(_ request: HTTPRequest) async throws(APIFailure) -> HTTPResponse {
        switch (request.method, request.path) {
        case ("GET", ["places"]):
            return .json(PlacePageDTO(try await places(request.query)))
        case ("GET", let path) where path.count == 2 && path[0] == "places":
            let id = try placeID(path[1])
            return .json(PlaceDTO(try await placesCall { () throws(PlacesError) in try await services.places.place(id: id) }))
        case ("POST", ["login"]):
            let credentials = try decode(CredentialsDTO.self, from: request)
            return .json(UserDTO(try await authCall { () throws(AuthError) in
                try await services.auth.login(email: credentials.email, password: credentials.password)
            }))
        case ("POST", ["password-reset"]):
            let reset = try decode(PasswordResetRequestDTO.self, from: request)
            try await authCall { () throws(AuthError) in try await services.passwordReset.requestPasswordReset(email: reset.email) }
            return HTTPResponse(status: 202)
        case ("GET", let path) where path.count == 3 && path[0] == "users" && path[2] == "favorites":
            let favorites = try await placesCall { () throws(PlacesError) in try await services.favorites.favorites(userID: path[1]) }
            return .json(favorites.map(PlaceDTO.init))
        case (let method, let path) where path.count == 4 && path[0] == "users" && path[2] == "favorites":
            return try await favorite(method: method, userID: path[1], placeID: try placeID(path[3]))
        case (_, let path) where ["places", "login", "password-reset", "users"].contains(path.first ?? ""):
            throw APIFailure(status: 405, code: .invalidRequest, message: "\(request.method) is not supported on /\(path.joined(separator: "/"))")
        default:
            throw APIFailure(status: 404, code: .notFound, message: "no route /\(request.path.joined(separator: "/")); see the API table in DiscoverAPI")
        }
    }

    private func places(_ query: [String: String]) async throws(APIFailure) -> Page<Place, PlaceCursor> {
        try await placesCall { () throws(PlacesError) in
            let origin = try query["near"].map { text throws(PlacesError) in try Coordinate(parsing: text) }
            let cursor = try query["after"].map { token throws(PlacesError) in try PlaceCursor(token: token) }
            let limitText = query["limit"] ?? String(Self.defaultPageSize)
            guard let limit = Int(limitText) else { throw PlacesError.invalidRequest("expected limit to be a number, found \"\(limitText)\"") }
            return try await services.places.search(PlaceQuery(text: query["q"] ?? "", origin: origin), after: cursor, limit: limit)
        }
    }

    private func favorite(method: String, userID: String, placeID: Int64) async throws(APIFailure) -> HTTPResponse {
        switch method {
        case "GET":
            let isFavorite = try await placesCall { () throws(PlacesError) in try await services.favorites.isFavorite(placeID: placeID, userID: userID) }
            return .json(FavoriteStatusDTO(isFavorite: isFavorite))
        case "PUT", "DELETE":
            try await placesCall { () throws(PlacesError) in
                try await services.favorites.setFavorite(method == "PUT", placeID: placeID, userID: userID)
            }
            return HTTPResponse(status: 204)
        default:
            throw APIFailure(status: 405, code: .invalidRequest, message: "expected GET, PUT or DELETE on a favorite, found \(method)")
        }
    }

    private func placeID(_ text: String) throws(APIFailure) -> Int64 {
        guard let id = Int64(text) else { throw APIFailure(.invalidRequest("expected a numeric place id, found \"\(text)\"")) }
        return id
    }

    private func decode<T: Decodable>(_ type: T.Type, from request: HTTPRequest) throws(APIFailure) -> T {
        do {
            return try JSONDecoder().decode(type, from: request.body)
        } catch {
            throw APIFailure(status: 400, code: .invalidRequest, message: "expected a JSON \(T.self) body: \(error)")
        }
    }

    @discardableResult
    private func placesCall<T>(_ body: () async throws(PlacesError) -> T) async throws(APIFailure) -> T {
        do {
            return try await body()
        } catch {
            throw APIFailure(error)
        }
    }

    @discardableResult
    private func authCall<T>(_ body: () async throws(AuthError) -> T) async throws(APIFailure) -> T {
        do {
            return try await body()
        } catch {
            throw APIFailure(error)
        }
    }
}

/// An error response: its status and ``ErrorDTO`` body.
struct APIFailure: Error {
    let status: Int
    let body: ErrorDTO

    init(status: Int, code: ErrorDTO.Code, message: String, lockedUntil: Double? = nil) {
        self.status = status
        body = ErrorDTO(code: code, message: message, lockedUntil: lockedUntil)
    }

    init(_ error: PlacesError) {
        switch error {
        case .invalidRequest: self.init(status: 400, code: .invalidRequest, message: error.description)
        case .placeNotFound: self.init(status: 404, code: .placeNotFound, message: error.description)
        case .userNotFound: self.init(status: 404, code: .userNotFound, message: error.description)
        case .network: self.init(status: 502, code: .serverError, message: error.description)
        case .storage: self.init(status: 500, code: .serverError, message: error.description)
        }
    }

    init(_ error: AuthError) {
        switch error {
        case .invalidCredentials: self.init(status: 401, code: .invalidCredentials, message: error.description)
        case .accountLocked(let until):
            self.init(status: 423, code: .accountLocked, message: error.description, lockedUntil: until.timeIntervalSince1970)
        case .network: self.init(status: 503, code: .serverError, message: error.description)
        }
    }
}
