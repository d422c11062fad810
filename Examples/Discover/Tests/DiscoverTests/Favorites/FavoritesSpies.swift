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
/// its answer before it waits, so an older read can finish with older data. Writes can be
/// held at a gate of their own.
final class GatedFavoritesRepository: FavoritesRepository {
    let store = InMemoryFavoritesRepository()
    let reads = Recorder<String>()
    private let readGate = AsyncGate()
    private let writeGate: AsyncGate?

    /// A repository holding reads, and writes too when `holdingWrites`.
    init(holdingWrites: Bool = false) {
        writeGate = holdingWrites ? AsyncGate() : nil
    }

    /// Lets every held and later read through.
    func open() { readGate.open() }
    /// Lets every held and later write through.
    func openWrites() { writeGate?.open() }
    /// How many reads wait at the gate.
    var waitingReads: Int { readGate.waiterCount }
    /// How many writes wait at their gate.
    var waitingWrites: Int { writeGate?.waiterCount ?? 0 }

    func setFavorite(_ isFavorite: Bool, placeID: Int64, userID: String) async throws(PlacesError) {
        await writeGate?.wait()
        try await store.setFavorite(isFavorite, placeID: placeID, userID: userID)
    }

    func isFavorite(placeID: Int64, userID: String) async throws(PlacesError) -> Bool {
        try await store.isFavorite(placeID: placeID, userID: userID)
    }

    func favorites(userID: String) async throws(PlacesError) -> [Place] {
        reads.record(userID)
        let answer = try await store.favorites(userID: userID)
        await readGate.wait()
        return answer
    }
}
