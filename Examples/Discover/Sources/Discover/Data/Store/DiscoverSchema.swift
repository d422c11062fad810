/// The tables and indexes of the Discover database, created once per file.
enum DiscoverSchema {
    /// Bumped when the schema changes; stored in `PRAGMA user_version`.
    /// 1: places, users, favorites, password resets. 2: sessions, and the application id.
    static let version = 2

    /// Discover's marker in the SQLite header (`PRAGMA application_id`): "Dscv" in ASCII.
    static let applicationID: Int32 = 0x4473_6376

    /// The tables every Discover database has had since version 1; a database without the
    /// marker but with these tables and `user_version` 1 was made by an older discover.
    static let firstVersionTables: Set<String> = ["places", "users", "favorites", "password_resets", "meta"]

    /// The columns of a place, in the order ``PlaceRow`` reads them.
    static let placeColumns = "p.id, p.name, p.country_code, p.country_name, p.admin1, p.latitude, p.longitude, p.population, p.timezone"

    static let statements = """
        CREATE TABLE IF NOT EXISTS places (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            ascii_name TEXT NOT NULL,
            country_code TEXT NOT NULL,
            country_name TEXT NOT NULL,
            admin1 TEXT NOT NULL,
            latitude REAL NOT NULL,
            longitude REAL NOT NULL,
            population INTEGER NOT NULL,
            timezone TEXT NOT NULL,
            -- Position in (population DESC, id) order, from 1: the rowid of the place in places_fts.
            rank INTEGER NOT NULL UNIQUE
        );
        -- Listing by population is an ordered walk of this index (keyset: population, id).
        CREATE INDEX IF NOT EXISTS places_by_population ON places (population DESC, id);
        -- Text search: names folded to lower case without diacritics, prefix-searchable.
        -- Contentless, keyed by rank: FTS5 returns matches in rowid order, which is population
        -- order, so a page reads only its own matches instead of sorting all of them.
        CREATE VIRTUAL TABLE IF NOT EXISTS places_fts USING fts5 (
            name, ascii_name,
            content = '',
            tokenize = 'unicode61 remove_diacritics 2',
            prefix = '2 3'
        );
        -- Distance search: an R*Tree of points, queried with bounding boxes around the origin.
        CREATE VIRTUAL TABLE IF NOT EXISTS places_geo USING rtree (id, min_lat, max_lat, min_lon, max_lon);
        CREATE TABLE IF NOT EXISTS users (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            email TEXT NOT NULL UNIQUE COLLATE NOCASE,
            password_hash TEXT NOT NULL
        );
        -- A signed-in API client. Only the SHA-256 of its token is kept: a copy of the file
        -- gives no usable token.
        CREATE TABLE IF NOT EXISTS sessions (
            token_hash TEXT PRIMARY KEY,
            user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
            created_at REAL NOT NULL,
            expires_at REAL NOT NULL
        );
        CREATE INDEX IF NOT EXISTS sessions_by_user ON sessions (user_id, created_at);
        CREATE TABLE IF NOT EXISTS favorites (
            seq INTEGER PRIMARY KEY,
            user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
            place_id INTEGER NOT NULL REFERENCES places (id),
            UNIQUE (user_id, place_id)
        );
        CREATE TABLE IF NOT EXISTS password_resets (
            id INTEGER PRIMARY KEY,
            user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
            requested_at REAL NOT NULL
        );
        CREATE INDEX IF NOT EXISTS password_resets_by_user ON password_resets (user_id, requested_at);
        CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        """
}
