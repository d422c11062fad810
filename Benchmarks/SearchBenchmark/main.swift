// SearchBenchmark: time to the first page of a place search over the full bundled dataset,
// indexed (FTS5 / R*Tree through LocalPlaceRepository) against a full scan with the same
// result semantics, in one process.
//
//   swift run -c release SearchBenchmark
//
// Scan baseline: a copy of the places with a `folded` column (" " + lower-cased,
// diacritic-free words of name and ASCII name + " "); a word-prefix match is
// `folded LIKE '% word%'` for every word, sorted like the index path. Every query's
// first page is checked to be the same ids on both paths before timing.
import Discover
import Foundation

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("search-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
defer { try? FileManager.default.removeItem(at: folder) }
let pageSize = 20

func fold(_ text: String) -> String {
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    let words = folded.split(whereSeparator: { !($0.isLetter || $0.isNumber) })
    return words.joined(separator: " ")
}

func medianNanoseconds(iterations: Int, _ body: () async throws -> Void) async rethrows -> Double {
    var samples: [Double] = []
    for _ in 0..<iterations {
        let start = ContinuousClock.now
        try await body()
        let elapsed = ContinuousClock.now - start
        samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
    }
    samples.sort()
    return samples[samples.count / 2]
}

do {
    let importStart = ContinuousClock.now
    let database = try await DiscoverDatabase.open(at: folder.appendingPathComponent("discover.sqlite"))
    print("import of \(try await database.placeCount()) places: \(ContinuousClock.now - importStart)")
    let places = LocalPlaceRepository(database: database)

    // The scan baseline's table, in its own file, built from the imported places.
    let scan = try SQLiteConnection(path: folder.appendingPathComponent("scan.sqlite").path)
    let source = try SQLiteConnection(path: database.url.path)
    let rows = try source.query(
        "SELECT id, name, ascii_name, country_code, country_name, admin1, latitude, longitude, population, timezone FROM places"
    ) { row in
        (
            row.int64(0), row.text(1), row.text(2), row.text(3), row.text(4), row.text(5), row.double(6), row.double(7), row.int64(8),
            row.text(9)
        )
    }
    try scan.execute(
        "CREATE TABLE scan_places (id INTEGER PRIMARY KEY, name TEXT, country_code TEXT, country_name TEXT, admin1 TEXT, latitude REAL, longitude REAL, population INTEGER, timezone TEXT, folded TEXT)"
    )
    try scan.transaction { () throws(SQLiteError) in
        for row in rows {
            try scan.run(
                "INSERT INTO scan_places VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    .integer(row.0), .text(row.1), .text(row.3), .text(row.4), .text(row.5), .real(row.6), .real(row.7),
                    .integer(row.8), .text(row.9), .text(" \(fold(row.1)) \(fold(row.2)) "),
                ])
        }
    }

    func scanFirstPage(_ text: String) throws -> [Place] {
        let words = fold(text).split(separator: " ")
        let condition = words.isEmpty ? "1" : words.map { _ in "folded LIKE ?" }.joined(separator: " AND ")
        let rows = try scan.query(
            "SELECT id, name, country_code, country_name, admin1, latitude, longitude, population, timezone FROM scan_places WHERE \(condition) ORDER BY population DESC, id LIMIT \(pageSize)",
            words.map { .text("% \($0)%") }
        ) { row in
            (row.int64(0), row.text(1), row.text(2), row.text(3), row.text(4), row.double(5), row.double(6), row.int64(7), row.text(8))
        }
        return try rows.map { row in
            Place(
                id: row.0, name: row.1, countryCode: row.2, countryName: row.3, adminRegion: row.4,
                coordinate: try Coordinate(latitude: row.5, longitude: row.6), population: Int(row.7), timezone: row.8)
        }
    }

    print("")
    print("query                 indexed ns/op     scan ns/op   scan/indexed  same page")
    var worst = Double.infinity
    for text in ["lisb", "sao paulo", "new york", "tokyo", "san", "ber", "qqxz"] {
        let indexedPage = try await places.search(PlaceQuery(text: text), after: nil, limit: pageSize).items
        let scanPage = try scanFirstPage(text)
        let same = indexedPage.map(\.id) == scanPage.map(\.id)
        let indexed = try await medianNanoseconds(iterations: 300) {
            _ = try await places.search(PlaceQuery(text: text), after: nil, limit: pageSize)
        }
        let scanned = try await medianNanoseconds(iterations: 60) { _ = try scanFirstPage(text) }
        worst = min(worst, scanned / indexed)
        let label = "\"\(text)\"".padding(toLength: 18, withPad: " ", startingAt: 0)
        print("\(label) \(String(format: "%14.0f %14.0f %13.1fx", indexed, scanned, scanned / indexed))  \(same ? "yes" : "NO")")
    }

    // Nearest-first: R*Tree with a growing radius against computing every distance and sorting.
    let lisbon = try Coordinate(latitude: 38.72, longitude: -9.14)
    let nearestIndexed = try await medianNanoseconds(iterations: 300) {
        _ = try await places.search(PlaceQuery(origin: lisbon), after: nil, limit: pageSize)
    }
    let nearestScan = try await medianNanoseconds(iterations: 30) {
        _ = try scan.query("SELECT id, latitude, longitude FROM scan_places") { row in (row.int64(0), row.double(1), row.double(2)) }
            .map { ($0.0, Coordinate.haversineMeters(lisbon.latitude, lisbon.longitude, $0.1, $0.2)) }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(pageSize)
    }
    print(String(format: "nearest to Lisbon  %14.0f %14.0f %13.1fx", nearestIndexed, nearestScan, nearestScan / nearestIndexed))
    print("")
    print(String(format: "smallest text-search ratio: %.1fx (target >= 20x)", worst))
} catch {
    print("SearchBenchmark failed: \(error)")
    exit(1)
}
