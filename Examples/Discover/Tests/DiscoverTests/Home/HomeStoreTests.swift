import Testing
import VIPER
import VIPERTesting
@testable import Discover

/// Home's interactor over the real SQLite store: what the in-memory fake stands in for.
@MainActor
@Suite("Home over the local store")
struct HomeStoreTests {
    let output = HomeInteractorOutputSpy()

    func makeInteractor() async throws -> HomeInteractor {
        let interactor = HomeInteractor(
            places: try await SharedPlacesDatabase.places(), favorites: InMemoryFavoritesRepository(),
            events: EventBus(), userID: User.ada.id, pageSize: 5)
        interactor.output = output
        return interactor
    }

    func names() -> [String] {
        guard case .loaded(let list)? = output.events.last else { return [] }
        return list.places.map(\.name)
    }

    @Test("text typed without accents finds São Paulo: the store folds, Home passes it as typed")
    func diacriticsFoldInTheStore() async throws {
        let interactor = try await makeInteractor()
        interactor.search(PlaceQuery(text: "sao paulo"))
        await interactor.scope.settle()
        #expect(names().first == "São Paulo")
    }

    @Test("paging through the store never repeats a place, and a location orders by distance")
    func pagingByDistance() async throws {
        let interactor = try await makeInteractor()
        let lisbon = try Coordinate(latitude: 38.72, longitude: -9.14)
        interactor.search(PlaceQuery(origin: lisbon))
        await interactor.scope.settle()
        interactor.loadMore()
        await interactor.scope.settle()
        guard case .loaded(let list)? = output.events.last else {
            Issue.record("expected two pages, got \(output.events.values)")
            return
        }
        #expect(list.places.count == 10)
        #expect(Set(list.places.map(\.id)).count == 10)
        let distances = list.places.map { $0.coordinate.distance(to: lisbon) }
        #expect(distances == distances.sorted())
        #expect((distances.first ?? .infinity) < 5_000)
    }
}
