import VIPER

/// Reads the user's favorites, removes one, and keeps the list in step with
/// ``FavoriteChanged`` events from other screens; knows nothing about the UI.
@MainActor
final class FavoritesInteractor: FavoritesUseCase {
    /// Receives the outcomes; weak, because the presenter owns the interactor.
    weak var output: (any FavoritesInteractorOutput)?
    /// The module's lifetime: requests and the event subscription end when it detaches.
    let scope: ModuleScope
    private let userID: String?
    private let favorites: any FavoritesRepository
    private let events: EventBus
    private var places: [Place] = []
    private var latestLoad = 0

    /// An interactor for the favorites of `userID` (nil when signed out), subscribed to
    /// `events` for as long as `scope` is attached.
    init(userID: String?, favorites: any FavoritesRepository, events: EventBus, scope: ModuleScope = ModuleScope()) {
        self.userID = userID
        self.favorites = favorites
        self.events = events
        self.scope = scope
        scope.bind(events.subscribe(to: FavoriteChanged.self) { [weak self] in self?.apply($0) })
    }

    /// Reads the favorites; only the latest of overlapping loads is reported.
    /// Signed out, reports ``PlaceFailure/signedOut``.
    func loadFavorites() {
        guard let userID else {
            output?.favoritesLoadFailed(.signedOut)
            return
        }
        latestLoad += 1
        let (load, favorites) = (latestLoad, favorites)
        scope.run { [weak self] in
            let outcome = await Result { () async throws(PlacesError) in try await favorites.favorites(userID: userID) }
            self?.finishLoading(outcome, load: load)
        }
    }

    /// Takes the place off the list at once (optimistic), unfavorites it, then publishes
    /// ``FavoriteChanged``; a failed save puts it back where it was.
    func removeFavorite(placeID: Int64) {
        guard let userID, let index = places.firstIndex(where: { $0.id == placeID }) else { return }
        let place = places.remove(at: index)
        output?.favoritesUpdated(places)
        let (favorites, events) = (favorites, events)
        scope.run { [weak self] in
            do throws(PlacesError) {
                try await favorites.setFavorite(false, placeID: placeID, userID: userID)
                events.publish(FavoriteChanged(placeID: placeID, isFavorite: false))
            } catch {
                self?.restore(place, at: index, failure: error)
            }
        }
    }

    private func finishLoading(_ outcome: Result<[Place], PlaceFailure>, load: Int) {
        guard load == latestLoad, !scope.isDetached else { return }
        switch outcome {
        case .success(let places):
            self.places = places
            output?.favoritesUpdated(places)
        case .failure(let failure):
            output?.favoritesLoadFailed(failure)
        }
    }

    private func restore(_ place: Place, at index: Int, failure: PlacesError) {
        guard !scope.isDetached else { return }
        places.removeAll { $0.id == place.id }  // a reload may have brought it back already
        places.insert(place, at: min(index, places.count))
        output?.removalFailed(places, failure: PlaceFailure(failure))
    }

    /// Takes a status change made elsewhere (or the echo of this screen's own removal):
    /// a removal is patched into the list, an addition reloads it for the place's details
    /// and its position.
    private func apply(_ change: FavoriteChanged) {
        guard places.contains(where: { $0.id == change.placeID }) != change.isFavorite else { return }
        if change.isFavorite {
            loadFavorites()
        } else {
            places.removeAll { $0.id == change.placeID }
            output?.favoritesUpdated(places)
        }
    }
}
