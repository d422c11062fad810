/// Why a screen could not list, read or change places or favorites, in the terms its
/// presenter words for the user; shared by every screen that reads places (Home, the
/// location picker, Detail and Favorites), so each failure reads the same everywhere.
enum PlaceFailure: Error, Equatable, Sendable {
    /// The server could not be reached or answered something unusable.
    case network
    /// The place was deleted (or its id is stale).
    case placeNotFound
    /// The local database failed.
    case storage
    /// No user is signed in (or the signed-in user no longer exists).
    case signedOut
    /// The request itself was unusable; the text says why.
    case invalidRequest(String)

    /// The failure a repository error means for a screen.
    init(_ error: PlacesError) {
        switch error {
        case .network: self = .network
        case .placeNotFound: self = .placeNotFound
        case .storage: self = .storage
        case .userNotFound: self = .signedOut
        case .invalidRequest(let detail): self = .invalidRequest(detail)
        }
    }

    /// The failure behind `error`, which arrived untyped (through a paginator, whose loader
    /// may throw anything): a ``PlacesError`` maps as above; anything else means the store
    /// did not answer usably, which the user can only retry, as for the network.
    init(_ error: any Error) {
        if let error = error as? PlacesError {
            self.init(error)
        } else {
            self = .network
        }
    }

    /// The one line the screen shows for this failure.
    var message: String {
        switch self {
        case .network: "Network error. Please try again."
        case .placeNotFound: "This place no longer exists."
        case .storage: "Could not read or save data on this device. Please try again."
        case .signedOut: "You are signed out. Please sign in again."
        case .invalidRequest(let detail): "This request could not be made: \(detail)."
        }
    }
}

extension Result where Failure == PlaceFailure {
    /// The outcome of `call`, a repository call, with its error already worded for a
    /// screen: what an interactor hands back to the main actor after a request.
    ///
    /// ```swift
    /// let outcome = await Result { () async throws(PlacesError) in try await favorites.favorites(userID: id) }
    /// ```
    init(
        isolation: isolated (any Actor)? = #isolation,
        awaiting call: () async throws(PlacesError) -> Success
    ) async {
        do {
            self = .success(try await call())
        } catch {
            self = .failure(PlaceFailure(error))
        }
    }
}
