/// Why places or favorites could not be read or written.
public enum PlacesError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The request itself is unusable (bad coordinates, cursor or limit); the text says what was expected.
    case invalidRequest(String)
    /// No place has this id.
    case placeNotFound(id: Int64)
    /// No user has this id.
    case userNotFound(id: String)
    /// The server could not be reached, timed out, failed, or answered something unusable.
    case network(String)
    /// The local database failed; the text carries SQLite's message and what most likely caused it.
    case storage(String)

    /// What happened and what to do about it.
    public var description: String {
        switch self {
        case .invalidRequest(let detail): "Invalid request: \(detail)."
        case .placeNotFound(let id): "No place has id \(id); search again to get current ids."
        case .userNotFound(let id): "No user has id \"\(id)\"; sign in again."
        case .network(let detail): "The Discover server could not answer (\(detail)); check the --api address and try again."
        case .storage(let detail): "The local database failed: \(detail)."
        }
    }
}
