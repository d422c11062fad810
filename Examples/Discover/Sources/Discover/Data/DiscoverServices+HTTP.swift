import Foundation

extension DiscoverServices {
    /// Services backed by the Discover API server at `baseURL` (e.g. `discover --api http://127.0.0.1:8080`).
    public static func http(baseURL: URL, timeout: TimeInterval = 10) -> DiscoverServices {
        let client = DiscoverAPIClient(baseURL: baseURL, timeout: timeout)
        let auth = HTTPAuthService(client: client)
        return DiscoverServices(
            places: HTTPPlaceRepository(client: client), favorites: HTTPFavoritesRepository(client: client),
            auth: auth, passwordReset: auth)
    }
}
