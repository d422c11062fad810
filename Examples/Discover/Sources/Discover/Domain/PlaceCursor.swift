/// Where the next page of a search starts: the sort key of the last place already shown.
///
/// Opaque to callers: take it from ``Page/next`` and pass it back unchanged. Its ``token``
/// travels through URLs, and the key is compared with `>` in the store (keyset paging),
/// so pages never skip or repeat a place even while other pages are being read.
public struct PlaceCursor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The sort key of the last place of a page.
    enum Key: Equatable, Hashable, Sendable {
        /// Ordered by population, largest first, then by id.
        case population(Int, id: Int64)
        /// Ordered by distance in meters from the query's origin, nearest first, then by id.
        case distance(Double, id: Int64)
    }

    let key: Key

    init(_ key: Key) {
        self.key = key
    }

    /// The cursor as text, for a URL query item: "p:<population>:<id>" or "d:<meters>:<id>".
    public var token: String {
        switch key {
        case .population(let population, let id): "p:\(population):\(id)"
        case .distance(let meters, let id): "d:\(meters):\(id)"
        }
    }

    /// Reads a cursor from its ``token``; throws for text that no page produced.
    public init(token: String) throws(PlacesError) {
        let parts = token.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, let id = Int64(parts[2]) else {
            throw .invalidRequest(
                "expected a page cursor like \"p:12345:678\", found \"\(token)\"; pass back the cursor of the previous page")
        }
        switch parts[0] {
        case "p":
            guard let population = Int(parts[1]) else { break }
            self.init(.population(population, id: id))
            return
        case "d":
            guard let meters = Double(parts[1]), meters.isFinite else { break }
            self.init(.distance(meters, id: id))
            return
        default:
            break
        }
        throw .invalidRequest("expected a page cursor like \"p:12345:678\" or \"d:1500.5:678\", found \"\(token)\"")
    }

    /// The ``token``.
    public var description: String { token }
}
