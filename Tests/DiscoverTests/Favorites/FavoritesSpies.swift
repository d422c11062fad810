import VIPER
import VIPERTesting
@testable import Discover

final class FavoritesViewSpy: RenderSpy<FavoritesViewState>, FavoritesView {}

@MainActor
final class FavoritesUseCaseSpy: FavoritesUseCase {
    enum Call: Equatable {
        case load
        case remove(Int64)
    }
    let calls = Recorder<Call>()

    func loadFavorites() { calls.record(.load) }
    func removeFavorite(placeID: Int64) { calls.record(.remove(placeID)) }
}

@MainActor
final class FavoritesRouterSpy: FavoritesRouting {
    enum Route: Equatable {
        case detail(Int64)
        case back
    }
    let routes = Recorder<Route>()

    func routeToDetail(placeID: Int64) { routes.record(.detail(placeID)) }
    func routeBack() { routes.record(.back) }
}

@MainActor
final class FavoritesInteractorOutputSpy: FavoritesInteractorOutput {
    enum Event: Equatable {
        case updated([Int64])
        case loadFailed(PlaceFailure)
        case removalFailed([Int64], PlaceFailure)
    }
    let events = Recorder<Event>()

    func favoritesUpdated(_ places: [Place]) { events.record(.updated(places.map(\.id))) }
    func favoritesLoadFailed(_ failure: PlaceFailure) { events.record(.loadFailed(failure)) }
    func removalFailed(_ places: [Place], failure: PlaceFailure) { events.record(.removalFailed(places.map(\.id), failure)) }
}

/// In-memory favorites whose reads are held at a gate, counting the reads; a read takes
/// its answer before it waits, so an older read can finish with older data.
final class GatedFavoritesRepository: FavoritesRepository {
    let store = InMemoryFavoritesRepository()
    let reads = Recorder<String>()
    private let gate = AsyncGate()

    /// Lets every held and later read through.
    func open() { gate.open() }
    /// How many reads wait at the gate.
    var waitingReads: Int { gate.waiterCount }

    func setFavorite(_ isFavorite: Bool, placeID: Int64, userID: String) async throws(PlacesError) {
        try await store.setFavorite(isFavorite, placeID: placeID, userID: userID)
    }

    func isFavorite(placeID: Int64, userID: String) async throws(PlacesError) -> Bool {
        try await store.isFavorite(placeID: placeID, userID: userID)
    }

    func favorites(userID: String) async throws(PlacesError) -> [Place] {
        reads.record(userID)
        let answer = try await store.favorites(userID: userID)
        await gate.wait()
        return answer
    }
}
