import VIPER
import VIPERTesting
@testable import Discover

final class DetailViewSpy: RenderSpy<DetailViewState>, DetailView {}

@MainActor
final class DetailUseCaseSpy: DetailUseCase {
    enum Call: Equatable { case loadPlace, toggleFavorite }
    let calls = Recorder<Call>()

    func loadPlace() { calls.record(.loadPlace) }
    func toggleFavorite() { calls.record(.toggleFavorite) }
}

@MainActor
final class DetailRouterSpy: DetailRouting {
    let backs = Recorder<Void>()
    func routeBack() { backs.record(()) }
}

@MainActor
final class DetailInteractorOutputSpy: DetailInteractorOutput {
    enum Event: Equatable {
        case updated(Place, isFavorite: Bool)
        case loadFailed(PlaceFailure)
        case changeFailed(Place, isFavorite: Bool, PlaceFailure)
    }
    let events = Recorder<Event>()

    func placeUpdated(_ place: Place, isFavorite: Bool) { events.record(.updated(place, isFavorite: isFavorite)) }
    func placeLoadFailed(_ failure: PlaceFailure) { events.record(.loadFailed(failure)) }
    func favoriteChangeFailed(_ place: Place, isFavorite: Bool, failure: PlaceFailure) {
        events.record(.changeFailed(place, isFavorite: isFavorite, failure))
    }
}

/// Records every ``FavoriteChanged`` published on a bus while it lives.
@MainActor
final class FavoriteChangeLog {
    let changes = Recorder<FavoriteChanged>()
    private var subscription: EventSubscription?

    init(_ events: EventBus) {
        subscription = events.subscribe(to: FavoriteChanged.self) { [changes] in changes.record($0) }
    }
}
