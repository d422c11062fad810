import VIPER

/// Reads one place and its favorite status, saves status changes and keeps the status
/// in step with ``FavoriteChanged`` events from other screens; knows nothing about the UI.
@MainActor
final class DetailInteractor: DetailUseCase {
    /// Receives the outcomes; weak, because the presenter owns the interactor.
    weak var output: (any DetailInteractorOutput)?
    /// The module's lifetime: requests and the event subscription end when it detaches.
    let scope: ModuleScope
    private let placeID: Int64
    private let userID: String?
    private let places: any PlaceRepository
    private let favorites: any FavoritesRepository
    private let events: EventBus
    private var place: Place?
    private var isFavorite = false
    private var isSaving = false

    /// An interactor for place `placeID` as seen by `userID` (nil when signed out),
    /// subscribed to `events` for as long as `scope` is attached.
    init(
        placeID: Int64,
        userID: String?,
        places: any PlaceRepository,
        favorites: any FavoritesRepository,
        events: EventBus,
        scope: ModuleScope = ModuleScope()
    ) {
        self.placeID = placeID
        self.userID = userID
        self.places = places
        self.favorites = favorites
        self.events = events
        self.scope = scope
        scope.bind(events.subscribe(to: FavoriteChanged.self) { [weak self] in self?.apply($0) })
    }

    /// Reads the place and its status; signed out, reports ``PlaceFailure/signedOut``.
    func loadPlace() {
        guard let userID else {
            output?.placeLoadFailed(.signedOut)
            return
        }
        let (placeID, places, favorites) = (placeID, places, favorites)
        scope.run { [weak self] in
            let outcome = await Result { () async throws(PlacesError) in
                let place = try await places.place(id: placeID)
                return (place, try await favorites.isFavorite(placeID: placeID, userID: userID))
            }
            self?.finishLoading(outcome)
        }
    }

    /// Shows the new status at once (optimistic), saves it, then publishes
    /// ``FavoriteChanged``; a failed save restores the old status. Ignored before the
    /// place is loaded and while a save runs, so a double tap saves once.
    func toggleFavorite() {
        guard let userID, let place, !isSaving else { return }
        let newValue = !isFavorite
        isSaving = true
        isFavorite = newValue
        output?.placeUpdated(place, isFavorite: newValue)
        let (favorites, events) = (favorites, events)
        scope.run { [weak self] in
            let failure: PlacesError?
            do throws(PlacesError) {
                try await favorites.setFavorite(newValue, placeID: place.id, userID: userID)
                events.publish(FavoriteChanged(placeID: place.id, isFavorite: newValue))
                failure = nil
            } catch {
                failure = error
            }
            self?.finishSaving(place, newValue, failure: failure)
        }
    }

    private func finishLoading(_ outcome: Result<(Place, Bool), PlaceFailure>) {
        guard !scope.isDetached else { return }
        switch outcome {
        case .success(let (place, isFavorite)):
            self.place = place
            self.isFavorite = isFavorite
            output?.placeUpdated(place, isFavorite: isFavorite)
        case .failure(let failure):
            output?.placeLoadFailed(failure)
        }
    }

    private func finishSaving(_ place: Place, _ savedValue: Bool, failure: PlacesError?) {
        isSaving = false
        guard let failure, !scope.isDetached else { return }
        isFavorite = !savedValue
        output?.favoriteChangeFailed(place, isFavorite: !savedValue, failure: PlaceFailure(failure))
    }

    /// Takes a status change made elsewhere (or the echo of this screen's own save).
    private func apply(_ change: FavoriteChanged) {
        guard change.placeID == placeID, let place, change.isFavorite != isFavorite else { return }
        isFavorite = change.isFavorite
        output?.placeUpdated(place, isFavorite: isFavorite)
    }
}
