import Foundation
import Testing
@testable import Discover

@Suite("Place search: full-text, case, diacritics, prefix, empty query")
struct PlaceSearchTests {
    let saoPauloID: Int64 = 3_448_439
    let lisbonID: Int64 = 2_267_057

    @Test("a query without diacritics finds the place written with them")
    func diacriticsFolded() async throws {
        let page = try await SharedPlacesDatabase.places().search(PlaceQuery(text: "sao paulo"), after: nil, limit: 5)
        #expect(page.items.first?.id == saoPauloID)
        #expect(page.items.first?.name == "São Paulo")
    }

    @Test(
        "folded spellings find the accented name",
        arguments: [
            ("koln", "Köln"), ("ZURICH", "Zürich"), ("malmo", "Malmö"), ("istanbul", "Istanbul"), ("İstanbul", "Istanbul"),
            ("reykjavik", "Reykjavík"),
        ])
    func foldedSpellings(typed: String, expected: String) async throws {
        let page = try await SharedPlacesDatabase.places().search(PlaceQuery(text: typed), after: nil, limit: 5)
        #expect(page.items.first?.name == expected)
    }

    @Test(
        "unusual input is searched without failing",
        arguments: ["\u{301}", "ـ", "😀", "ß", "ǅ", "\u{0}", "xi'an", "a b c d e f g h", String(repeating: "é", count: 200)])
    func unusualInput(text: String) async throws {
        _ = try await SharedPlacesDatabase.places().search(PlaceQuery(text: text), after: nil, limit: 5)
    }

    @Test(
        "a search of more words or characters than the limits is refused as an invalid request",
        arguments: [String(repeating: "a ", count: 9), String(repeating: "a ", count: 7_000), String(repeating: "x", count: 201)])
    func searchLimits(text: String) async throws {
        await #expect { _ = try await SharedPlacesDatabase.places().search(PlaceQuery(text: text), after: nil, limit: 5) } throws: {
            error in
            if case .invalidRequest(let detail)? = error as? PlacesError { detail.contains("at most") } else { false }
        }
    }

    @Test("upper and lower case find the same places")
    func caseInsensitive() async throws {
        let places = try await SharedPlacesDatabase.places()
        let upper = try await places.search(PlaceQuery(text: "LISBON"), after: nil, limit: 20)
        let lower = try await places.search(PlaceQuery(text: "lisbon"), after: nil, limit: 20)
        #expect(upper.items.map(\.id) == lower.items.map(\.id))
        #expect(upper.items.contains { $0.id == lisbonID })
    }

    @Test("a word prefix finds places as the user types")
    func prefixSearch() async throws {
        let page = try await SharedPlacesDatabase.places().search(PlaceQuery(text: "lisb"), after: nil, limit: 20)
        #expect(page.items.first?.id == lisbonID)
        #expect(page.items.allSatisfy { $0.name.lowercased().contains("lisb") })
    }

    @Test("every word of the query must match: \"san jose\" has no place without both")
    func allWordsMustMatch() async throws {
        let places = try await SharedPlacesDatabase.places().allPages(PlaceQuery(text: "san jose"), limit: 50)
        #expect(!places.isEmpty)
        for place in places {
            let folded = place.name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            #expect(folded.contains("san") && folded.contains("jose"), "\(place.name)")
        }
    }

    @Test("an empty query lists places from the most populous down")
    func emptyQueryByPopulation() async throws {
        let page = try await SharedPlacesDatabase.places().search(PlaceQuery(), after: nil, limit: 50)
        let largest = SharedPlacesDatabase.records.map(\.population).max()
        #expect(page.items.count == 50)
        #expect(page.items.first.map { Int64($0.population) } == largest)
        #expect(zip(page.items, page.items.dropFirst()).allSatisfy { $0.population >= $1.population })
    }

    @Test("a query without letters or digits lists places like an empty one")
    func punctuationOnlyQuery() async throws {
        let places = try await SharedPlacesDatabase.places()
        let punctuation = try await places.search(PlaceQuery(text: " \"*( "), after: nil, limit: 10)
        let empty = try await places.search(PlaceQuery(), after: nil, limit: 10)
        #expect(punctuation == empty)
    }

    @Test("FTS operators typed by the user are searched as plain words")
    func operatorsAreQuoted() async throws {
        let page = try await SharedPlacesDatabase.places().search(PlaceQuery(text: "NEAR OR AND lisb\""), after: nil, limit: 10)
        #expect(page.items.isEmpty)
    }

    @Test("a query matching nothing returns an empty last page")
    func noResults() async throws {
        let page = try await SharedPlacesDatabase.places().search(PlaceQuery(text: "qqxzzv"), after: nil, limit: 10)
        #expect(page.items.isEmpty)
        #expect(page.nextCursor == nil)
    }

    @Test("a place is read by id, and an unknown id is reported as not found")
    func placeByID() async throws {
        let places = try await SharedPlacesDatabase.places()
        #expect(try await places.place(id: lisbonID).countryCode == "PT")
        await #expect(throws: PlacesError.placeNotFound(id: -7)) { try await places.place(id: -7) }
    }

    @Test("a page size outside 1...200 is refused with a typed error")
    func pageSizeValidated() async throws {
        let places = try await SharedPlacesDatabase.places()
        await #expect(throws: PlacesError.self) { try await places.search(PlaceQuery(), after: nil, limit: 0) }
        await #expect(throws: PlacesError.self) { try await places.search(PlaceQuery(), after: nil, limit: 201) }
    }

    @Test("searches from many tasks at once all get their own correct results")
    func concurrentSearches() async throws {
        let places = try await SharedPlacesDatabase.places()
        let queries = ["lisb", "sao paulo", "berl", "tokyo", "madr", "new york", "paris", "rome", "cairo", "lima"]
        let expected = try await withThrowingTaskGroup(of: (String, [Int64]).self) { group in
            for query in queries {
                group.addTask { (query, try await places.search(PlaceQuery(text: query), after: nil, limit: 10).items.map(\.id)) }
            }
            return try await group.reduce(into: [String: [Int64]]()) { $0[$1.0] = $1.1 }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for round in 0..<40 {
                let query = queries[round % queries.count]
                group.addTask {
                    let ids = try await places.search(PlaceQuery(text: query), after: nil, limit: 10).items.map(\.id)
                    #expect(ids == expected[query])
                }
            }
            try await group.waitForAll()
        }
    }
}
