import VIPER
import Foundation

/// Places read from a Discover API server: `GET /places` and `GET /places/<id>`.
public struct HTTPPlaceRepository: PlaceRepository {
    private let client: DiscoverAPIClient

    /// Places served by `client`'s server.
    public init(client: DiscoverAPIClient) {
        self.client = client
    }

    /// `GET /places?q=&near=lat,lon&after=&limit=`.
    public func search(_ query: PlaceQuery, after cursor: PlaceCursor?, limit: Int) async throws(PlacesError) -> Page<Place, PlaceCursor> {
        var items = [URLQueryItem(name: "q", value: query.text), URLQueryItem(name: "limit", value: String(limit))]
        if let origin = query.origin {
            items.append(URLQueryItem(name: "near", value: "\(origin.latitude),\(origin.longitude)"))
        }
        if let cursor {
            items.append(URLQueryItem(name: "after", value: cursor.token))
        }
        let response = try await send("GET", ["places"], query: items)
        switch response.status {
        case 200: return try decode(PlacePageDTO.self, from: response).page()
        case 400: throw .invalidRequest(client.apiError(in: response)?.message ?? "the server refused the search")
        default: throw .network(client.unexpected(response))
        }
    }

    /// `GET /places/<id>`.
    public func place(id: Int64) async throws(PlacesError) -> Place {
        let response = try await send("GET", ["places", String(id)])
        switch response.status {
        case 200: return try decode(PlaceDTO.self, from: response).place()
        case 404: throw .placeNotFound(id: id)
        default: throw .network(client.unexpected(response))
        }
    }

    private func send(_ method: String, _ path: [String], query: [URLQueryItem] = []) async throws(PlacesError)
        -> DiscoverAPIClient.Response
    {
        do {
            return try await client.send(method, path, query: query)
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
