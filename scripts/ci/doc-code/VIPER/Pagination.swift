// What the Pagination article's example relies on without showing it.

struct Place: Sendable {
    let id: Int64
    let name: String
}

struct PlaceDatabase: Sendable {
    func places(matching query: String, after cursor: PlaceCursor?, limit: Int) async throws -> [Place] { [] }
}

let database = PlaceDatabase()
