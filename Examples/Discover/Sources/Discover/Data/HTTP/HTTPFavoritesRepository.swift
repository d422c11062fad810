/// Favorites kept by a Discover API server: `GET/PUT/DELETE /users/<id>/favorites[/<placeID>]`.
///
/// Every request carries the bearer token of the user signed in through the same client
/// (``HTTPAuthService``); the server acts only for that user. 401 and 403 (not signed in,
/// expired, another user's id) are ``PlacesError/network(_:)`` saying to sign in again.
public struct HTTPFavoritesRepository: FavoritesRepository {
    private let client: DiscoverAPIClient

    /// Favorites served by `client`'s server.
    public init(client: DiscoverAPIClient) {
        self.client = client
    }

    /// `PUT` (mark) or `DELETE` (unmark) `/users/<userID>/favorites/<placeID>`.
    public func setFavorite(_ isFavorite: Bool, placeID: Int64, userID: String) async throws(PlacesError) {
        let response = try await send(isFavorite ? "PUT" : "DELETE", ["users", userID, "favorites", String(placeID)])
        guard response.status != 204 else { return }
        throw failure(response, placeID: placeID, userID: userID)
    }

    /// `GET /users/<userID>/favorites/<placeID>`.
    public func isFavorite(placeID: Int64, userID: String) async throws(PlacesError) -> Bool {
        let response = try await send("GET", ["users", userID, "favorites", String(placeID)])
        guard response.status == 200 else { throw failure(response, placeID: placeID, userID: userID) }
        return try decode(FavoriteStatusDTO.self, from: response).isFavorite
    }

    /// `GET /users/<userID>/favorites`.
    public func favorites(userID: String) async throws(PlacesError) -> [Place] {
        let response = try await send("GET", ["users", userID, "favorites"])
        guard response.status == 200 else { throw failure(response, placeID: nil, userID: userID) }
        var places: [Place] = []
        for item in try decode([PlaceDTO].self, from: response) {
            places.append(try item.place())
        }
        return places
    }

    private func failure(_ response: DiscoverAPIClient.Response, placeID: Int64?, userID: String) -> PlacesError {
        switch (response.status, client.apiError(in: response).flatMap { ErrorDTO.Code(rawValue: $0.code) }) {
        case (404, .userNotFound?): .userNotFound(id: userID)
        case (404, .placeNotFound?): placeID.map { .placeNotFound(id: $0) } ?? .network(client.unexpected(response))
        case (400, _): .invalidRequest(client.apiError(in: response)?.message ?? "the server refused the request")
        case (401, _), (403, _): .network("the server did not accept the session (\(client.unexpected(response))); sign in again")
        default: .network(client.unexpected(response))
        }
    }

    private func send(_ method: String, _ path: [String]) async throws(PlacesError) -> DiscoverAPIClient.Response {
        do {
            return try await client.send(method, path, authorized: true)
        } catch {
            throw .network(error.description)
        }
    }

    private func decode<T: Decodable>(_ type: T.Type, from response: DiscoverAPIClient.Response) throws(PlacesError) -> T {
        do {
            return try client.decode(type, from: response)
        } catch {
            throw .network(error.description)
        }
    }
}
