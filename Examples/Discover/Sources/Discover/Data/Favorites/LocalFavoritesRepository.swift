/// Favorites stored in the local ``DiscoverDatabase``, one row per (user, place).
///
/// A user id that is empty, too long or has control characters is refused as an invalid
/// request before it reaches the database (see ``AccountText``).
public struct LocalFavoritesRepository: FavoritesRepository {
    private let database: DiscoverDatabase

    /// Favorites kept in `database`.
    public init(database: DiscoverDatabase) {
        self.database = database
    }

    /// Marks or unmarks `placeID` for `userID` in one committed transaction.
    public func setFavorite(_ isFavorite: Bool, placeID: Int64, userID: String) async throws(PlacesError) {
        try Self.check(userID)
        let outcome = try await database.write { connection throws(SQLiteError) -> PlacesError? in
            guard isFavorite else {
                try connection.run("DELETE FROM favorites WHERE user_id = ? AND place_id = ?", [.text(userID), .integer(placeID)])
                return nil
            }
            if try connection.query("SELECT 1 FROM users WHERE id = ?", [.text(userID)], map: { _ in () }).isEmpty {
                return .userNotFound(id: userID)
            }
            if try connection.query("SELECT 1 FROM places WHERE id = ?", [.integer(placeID)], map: { _ in () }).isEmpty {
                return .placeNotFound(id: placeID)
            }
            try connection.run(
                "INSERT INTO favorites (user_id, place_id) VALUES (?, ?) ON CONFLICT (user_id, place_id) DO NOTHING",
                [.text(userID), .integer(placeID)])
            return nil
        }
        if let outcome { throw outcome }
    }

    /// Whether `placeID` is a favorite of `userID`.
    public func isFavorite(placeID: Int64, userID: String) async throws(PlacesError) -> Bool {
        try Self.check(userID)
        return try await database.read { connection throws(SQLiteError) in
            try !connection.query(
                "SELECT 1 FROM favorites WHERE user_id = ? AND place_id = ?", [.text(userID), .integer(placeID)], map: { _ in () }
            ).isEmpty
        }
    }

    /// The favorites of `userID`, most recently added first.
    public func favorites(userID: String) async throws(PlacesError) -> [Place] {
        try Self.check(userID)
        return try await database.read { connection throws(SQLiteError) in
            try connection.query(
                """
                SELECT \(DiscoverSchema.placeColumns) FROM favorites f JOIN places p ON p.id = f.place_id
                WHERE f.user_id = ? ORDER BY f.seq DESC
                """, [.text(userID)], map: PlaceRow.place)
        }
    }

    private static func check(_ userID: String) throws(PlacesError) {
        guard AccountText.isAcceptableIdentifier(userID) else {
            throw .invalidRequest(
                "expected a user id of at most \(AccountText.maximumIdentifierBytes) bytes without control characters, found \(String(userID.prefix(80)).debugDescription)"
            )
        }
    }
}
