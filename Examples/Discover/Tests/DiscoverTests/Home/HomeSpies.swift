import VIPER
import VIPERTesting
@testable import Discover

final class HomeViewSpy: RenderSpy<HomeViewState>, HomeView {
    let searchBars = Recorder<HomeSearchBar>()
    func show(_ searchBar: HomeSearchBar) { searchBars.record(searchBar) }
}

@MainActor
final class HomeUseCaseSpy: HomeUseCase {
    enum Call: Equatable {
        case search(PlaceQuery)
        case loadMore
        case watchFavorites
    }
    let calls = Recorder<Call>()

    func search(_ query: PlaceQuery) { calls.record(.search(query)) }
    func loadMore() { calls.record(.loadMore) }
    func watchFavorites() { calls.record(.watchFavorites) }
}

@MainActor
final class HomeRouterSpy: HomeRouting {
    enum Route: Equatable {
        case detail(Int64)
        case favorites
        case locationPicker(current: LocationChoice?)
        case logout
    }
    let routes = Recorder<Route>()
    /// The output the presenter handed with the last location picker route.
    private(set) var pickerOutput: ModuleOutput<LocationChoice>?

    func routeToDetail(placeID: Int64) { routes.record(.detail(placeID)) }
    func routeToFavorites() { routes.record(.favorites) }
    func routeToLocationPicker(current: LocationChoice?, output: ModuleOutput<LocationChoice>) {
        pickerOutput = output
        routes.record(.locationPicker(current: current))
    }
    func routeToLogout() { routes.record(.logout) }
}

@MainActor
final class HomeInteractorOutputSpy: HomeInteractorOutput {
    enum Event: Equatable {
        case loaded(PlaceList)
        case failed(PlaceFailure, isFirstPage: Bool)
        case favorites(Set<Int64>)
        case favoritesFailed(PlaceFailure)
        case changed(FavoriteChanged)
    }
    let events = Recorder<Event>()

    func placesLoaded(_ list: PlaceList) { events.record(.loaded(list)) }
    func placesFailed(_ failure: PlaceFailure, isFirstPage: Bool) { events.record(.failed(failure, isFirstPage: isFirstPage)) }
    func favoritesLoaded(_ placeIDs: Set<Int64>) { events.record(.favorites(placeIDs)) }
    func favoritesFailed(_ failure: PlaceFailure) { events.record(.favoritesFailed(failure)) }
    func favoriteChanged(_ change: FavoriteChanged) { events.record(.changed(change)) }
}

extension Place {
    static var lisbon: Place { samples[1] }
    static var porto: Place { samples[2] }
    static var saoPaulo: Place { samples[0] }
}

/// Lets main-actor work and delivery tasks run until `condition` holds (or gives up
/// after `rounds` turns, leaving the assertion that follows to fail).
@MainActor
func yieldUntil(rounds: Int = 1_000, _ condition: @MainActor () -> Bool) async {
    for _ in 0..<rounds where !condition() {
        await Task.yield()
    }
}
