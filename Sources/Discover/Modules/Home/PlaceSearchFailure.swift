/// Why places could not be listed, in the terms Home and the location picker show:
/// the seed's network message, a storage message, or the store's own explanation.
enum PlaceSearchFailure: Error, Equatable, Sendable {
    /// The server could not be reached or answered something unusable.
    case network
    /// The local database failed.
    case storage
    /// The store refused the request; the text says why.
    case rejected(String)

    /// The failure behind `error`, which a repository threw (through a paginator, untyped).
    init(_ error: any Error) {
        switch error as? PlacesError {
        case .network?: self = .network
        case .storage?: self = .storage
        default: self = .rejected(String(describing: error))
        }
    }

    /// What the user reads (seed 000's wording for the network).
    var message: String {
        switch self {
        case .network: "Network error. Please try again."
        case .storage: "The places database could not be read. Please restart Discover."
        case .rejected(let detail): detail
        }
    }
}
