import VIPER

/// Searches the places in the local ``DiscoverDatabase``, always through an index.
///
/// Text is bounded by ``FullTextQuery`` (characters and words). Four paths, each keyset-paged (the cursor is the last row's sort key; the next page asks
/// for keys strictly after it, so pages never overlap or skip, and deep pages cost the same
/// as the first):
/// - no text, no origin: walks the `(population DESC, id)` index;
/// - text: FTS5 prefix match (diacritics and case folded). The index is keyed by each place's
///   rank in `(population DESC, id)` order, so matches come out already sorted and a page
///   reads only its own rows (the cursor's key is turned into a rank first);
/// - text and origin: the FTS5 matches sorted by `(distance, id)`;
/// - origin only: nearest first from the R*Tree. The store asks for points inside a box
///   bounding the circle of radius *r* around the origin, keeps those with exact distance ≤ *r*
///   and after the cursor, and widens *r* (×4) until it has a full page or covers the globe.
///   Every point within *r* is inside the box, so the page is exactly the next points in
///   `(distance, id)` order. Distances come from one SQL function (`distance_m`, the same
///   haversine as ``Coordinate/distance(to:)``), so a cursor's distance compares exactly.
public struct LocalPlaceRepository: PlaceRepository {
    /// The largest page a search returns.
    public static let maximumPageSize = 200
    /// The first search radius around an origin, in meters.
    static let initialRadius = 50_000.0

    private let database: DiscoverDatabase

    /// Places read from `database`.
    public init(database: DiscoverDatabase) {
        self.database = database
    }

    /// Up to `limit` places matching `query`, after `cursor`.
    public func search(_ query: PlaceQuery, after cursor: PlaceCursor?, limit: Int) async throws(PlacesError) -> Page<Place, PlaceCursor> {
        guard (1...Self.maximumPageSize).contains(limit) else {
            throw .invalidRequest("expected a page size in 1...\(Self.maximumPageSize), found \(limit)")
        }
        let match = try FullTextQuery.matchExpression(for: query.text)
        guard let origin = query.origin else {
            let after = try Self.populationKey(cursor)
            // Listing walks an index: light. Text and distance searches are heavy: one at a time.
            let rows = try await database.read(match == nil ? .light : .heavy) { connection throws(SQLiteError) in
                try Self.byPopulation(connection, match: match, after: after, count: limit + 1)
            }
            return Self.page(rows.map { ($0, PlaceCursor(.population($0.population, id: $0.id))) }, limit: limit)
        }
        let after = try Self.distanceKey(cursor)
        let rows = try await database.read(.heavy) { connection throws(SQLiteError) in
            if let match {
                return try Self.matchesByDistance(connection, match: match, origin: origin, after: after, count: limit + 1)
            }
            return try Self.nearest(connection, origin: origin, after: after, count: limit + 1)
        }
        return Self.page(rows.map { ($0.place, PlaceCursor(.distance($0.distance, id: $0.place.id))) }, limit: limit)
    }

    /// The place with this id.
    public func place(id: Int64) async throws(PlacesError) -> Place {
        let found = try await database.read { connection throws(SQLiteError) in
            try connection.query("SELECT \(DiscoverSchema.placeColumns) FROM places p WHERE p.id = ?", [.integer(id)], map: PlaceRow.place)
        }
        guard let place = found.first else { throw .placeNotFound(id: id) }
        return place
    }

    /// The first `limit` of `rows` (fetched one extra to learn whether more follow) and the next cursor.
    private static func page(_ rows: [(Place, PlaceCursor)], limit: Int) -> Page<Place, PlaceCursor> {
        let items = rows.prefix(limit)
        return Page(items: items.map(\.0), nextCursor: rows.count > limit ? items.last?.1 : nil)
    }

    private static func populationKey(_ cursor: PlaceCursor?) throws(PlacesError) -> (population: Int64, id: Int64) {
        switch cursor?.key {
        case nil: return (Int64.max, Int64.min)
        case .population(let population, let id)?: return (Int64(population), id)
        case .distance?:
            throw .invalidRequest(
                "this cursor continues a search ordered by distance; pass the query's origin again or start without a cursor")
        }
    }

    private static func distanceKey(_ cursor: PlaceCursor?) throws(PlacesError) -> (distance: Double, id: Int64) {
        switch cursor?.key {
        case nil: return (-1, Int64.min)
        case .distance(let distance, let id)?: return (distance, id)
        case .population?:
            throw .invalidRequest(
                "this cursor continues a search ordered by population; search without an origin or start without a cursor")
        }
    }

    private static func byPopulation(
        _ connection: SQLiteConnection, match: String?, after: (population: Int64, id: Int64), count: Int
    ) throws(SQLiteError) -> [Place] {
        guard let match else {
            return try connection.query(
                """
                SELECT \(DiscoverSchema.placeColumns) FROM places p
                WHERE p.population <= ?1 AND (p.population < ?1 OR p.id > ?2)
                ORDER BY p.population DESC, p.id LIMIT ?3
                """, [.integer(after.population), .integer(after.id), .integer(Int64(count))], map: PlaceRow.place)
        }
        // The index's rowid is the rank in (population DESC, id) order: the cursor's rank is
        // the rank of the place it names, or of the last place before its key if that place is gone.
        let rank =
            try connection.query(
                """
                SELECT coalesce(
                    (SELECT rank FROM places WHERE id = ?2 AND population = ?1),
                    (SELECT count(*) FROM places WHERE population > ?1 OR (population = ?1 AND id <= ?2)))
                """, [.integer(after.population), .integer(after.id)]
            ) { $0.int64(0) }.first ?? 0
        return try connection.query(
            """
            SELECT \(DiscoverSchema.placeColumns) FROM places_fts CROSS JOIN places p ON p.rank = places_fts.rowid
            WHERE places_fts MATCH ?1 AND places_fts.rowid > ?2
            ORDER BY places_fts.rowid LIMIT ?3
            """, [.text(match), .integer(rank), .integer(Int64(count))], map: PlaceRow.place)
    }

    private static func matchesByDistance(
        _ connection: SQLiteConnection, match: String, origin: Coordinate, after: (distance: Double, id: Int64), count: Int
    ) throws(SQLiteError) -> [(place: Place, distance: Double)] {
        try connection.query(
            """
            SELECT * FROM (
                SELECT \(DiscoverSchema.placeColumns), distance_m(?1, ?2, p.latitude, p.longitude) AS d
                FROM places_fts CROSS JOIN places p ON p.rank = places_fts.rowid WHERE places_fts MATCH ?3)
            WHERE d > ?4 OR (d = ?4 AND id > ?5)
            ORDER BY d, id LIMIT ?6
            """,
            [
                .real(origin.latitude), .real(origin.longitude), .text(match), .real(after.distance), .integer(after.id),
                .integer(Int64(count)),
            ]
        ) { row in (PlaceRow.place(row), row.double(9)) }
    }

    private static func nearest(
        _ connection: SQLiteConnection, origin: Coordinate, after: (distance: Double, id: Int64), count: Int
    ) throws(SQLiteError) -> [(place: Place, distance: Double)] {
        let start = max(after.distance, 0)
        var radius = start + initialRadius
        while true {
            let area = SearchArea(center: origin, radius: radius)
            let rows = try connection.query(
                """
                SELECT * FROM (
                    SELECT \(DiscoverSchema.placeColumns), distance_m(?1, ?2, p.latitude, p.longitude) AS d
                    FROM places_geo g CROSS JOIN places p ON p.id = g.id
                    WHERE g.max_lat >= ?3 AND g.min_lat <= ?4 AND g.max_lon >= ?5 AND g.min_lon <= ?6)
                WHERE d <= ?7 AND (d > ?8 OR (d = ?8 AND id > ?9))
                ORDER BY d, id LIMIT ?10
                """,
                [
                    .real(origin.latitude), .real(origin.longitude), .real(area.minLatitude), .real(area.maxLatitude),
                    .real(area.minLongitude), .real(area.maxLongitude), .real(radius), .real(after.distance),
                    .integer(after.id), .integer(Int64(count)),
                ]
            ) { row in (PlaceRow.place(row), row.double(9)) }
            if rows.count == count || radius >= SearchArea.maximumRadius {
                return rows
            }
            radius = min(start + (radius - start) * 4, SearchArea.maximumRadius)
        }
    }
}
