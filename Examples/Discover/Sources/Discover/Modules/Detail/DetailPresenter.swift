import Foundation
import VIPER

/// Turns Detail intents into use-case calls and places into formatted view states.
@MainActor
final class DetailPresenter: DetailPresentation {
    private weak var view: (any DetailView)?
    private let interactor: any DetailUseCase
    private let router: any DetailRouting

    /// A presenter for `view`; the view is held weakly, as the view owns the presenter.
    init(view: any DetailView, interactor: any DetailUseCase, router: any DetailRouting) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.render(DetailViewState(place: .loading))
        interactor.loadPlace()
    }

    func didTapFavorite() {
        interactor.toggleFavorite()
    }

    func didTapBack() {
        router.routeBack()
    }
}

extension DetailPresenter: DetailInteractorOutput {
    func placeUpdated(_ place: Place, isFavorite: Bool) {
        view?.render(DetailViewState(place: .content(Self.detail(place, isFavorite: isFavorite))))
    }

    func placeLoadFailed(_ failure: PlaceFailure) {
        view?.render(DetailViewState(place: .failure(failure.message)))
    }

    func favoriteChangeFailed(_ place: Place, isFavorite: Bool, failure: PlaceFailure) {
        view?.render(DetailViewState(place: .content(Self.detail(place, isFavorite: isFavorite)), notice: failure.message))
    }

    /// `place`'s facts worded for the screen.
    static func detail(_ place: Place, isFavorite: Bool) -> PlaceDetail {
        PlaceDetail(
            name: place.name,
            country: "\(place.countryName) (\(place.countryCode))",
            region: place.adminRegion.isEmpty ? "—" : place.adminRegion,
            population: grouped(place.population),
            coordinates: coordinates(place.coordinate),
            timezone: place.timezone,
            isFavorite: isFavorite
        )
    }

    /// `number` with a comma between groups of three digits: 12400000 is "12,400,000".
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var text = number < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }

    /// Degrees with five decimals and a hemisphere letter: "23.55000° S, 46.63000° W".
    static func coordinates(_ coordinate: Coordinate) -> String {
        let latitude = degrees(coordinate.latitude, positive: "N", negative: "S")
        let longitude = degrees(coordinate.longitude, positive: "E", negative: "W")
        return "\(latitude), \(longitude)"
    }

    private static func degrees(_ value: Double, positive: String, negative: String) -> String {
        String(format: "%.5f", abs(value)) + "° " + (value < 0 ? negative : positive)
    }
}
