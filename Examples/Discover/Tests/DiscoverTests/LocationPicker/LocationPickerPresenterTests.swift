import Testing
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Location picker presenter")
struct LocationPickerPresenterTests {
    let view = LocationPickerViewSpy()
    let interactor = LocationPickerUseCaseSpy()
    let router = LocationPickerRouterSpy()
    /// The choices sent, each with whether the sheet was still open when it was sent.
    let choices = Recorder<LocationChoice>()
    let sentWhileOpen = Recorder<Bool>()

    func makePresenter(current: LocationChoice? = nil) -> LocationPickerPresenter {
        let output = ModuleOutput<LocationChoice> { [choices, sentWhileOpen, router] choice in
            choices.record(choice)
            sentWhileOpen.record(router.backs.isEmpty)
        }
        return LocationPickerPresenter(
            view: view, interactor: interactor, router: router, input: LocationPickerInput(current: current), output: output)
    }

    func state(current: String? = nil, _ results: ViewState<[LocationPickerRow], String>) -> LocationPickerViewState {
        LocationPickerViewState(currentLabel: current, results: results)
    }

    @Test("viewDidLoad shows no results and no current location")
    func viewDidLoadRendersIdle() {
        makePresenter().viewDidLoad()
        expectRecorded(view.states, [state(.idle)])
    }

    @Test("the location it was built with is shown as the current one")
    func currentLocationIsShown() throws {
        makePresenter(current: .coordinates(try Coordinate(latitude: 1, longitude: 2))).viewDidLoad()
        expectRecorded(view.states, [state(current: "1.00000, 2.00000", .idle)])
    }

    @Test("a city search shows loading and asks the use case with the name as typed")
    func searchAsksUseCase() {
        let presenter = makePresenter(current: .city(.porto))
        presenter.didSearchCity("São")
        expectRecorded(view.states, [state(current: "Porto, Portugal", .loading)])
        expectRecorded(interactor.calls, [.searchCities("São")])
    }

    @Test("the cities found become rows of name and country")
    func citiesBecomeRows() {
        makePresenter().citiesFound([.saoPaulo, .lisbon])
        expectRecorded(
            view.states,
            [
                state(
                    .content([
                        LocationPickerRow(name: "São Paulo", country: "Brazil"), LocationPickerRow(name: "Lisbon", country: "Portugal"),
                    ]))
            ])
    }

    @Test("no city found shows the empty state")
    func noCityIsEmpty() {
        makePresenter().citiesFound([])
        expectRecorded(view.states, [state(.empty)])
    }

    @Test("picking a city sends it through the output, then closes the sheet")
    func pickSendsCityThenCloses() {
        let presenter = makePresenter()
        presenter.citiesFound([.saoPaulo, .lisbon])
        presenter.didPickCity(at: 1)
        expectRecorded(choices, [.city(.lisbon)])
        expectRecorded(sentWhileOpen, [true])
        #expect(router.backs.count == 1)
    }

    @Test("a pick outside the results does nothing")
    func pickOutsideResults() {
        let presenter = makePresenter()
        presenter.citiesFound([.lisbon])
        presenter.didPickCity(at: 1)
        presenter.didPickCity(at: -1)
        #expect(choices.isEmpty)
        #expect(router.backs.isEmpty)
    }

    @Test("typed coordinates go to the use case to be read")
    func coordinatesAreRead() {
        makePresenter().didEnterCoordinates("38.72, -9.14")
        expectRecorded(interactor.calls, [.readCoordinates("38.72, -9.14")])
        #expect(view.states.isEmpty)
    }

    @Test("valid coordinates are sent through the output, then the sheet closes")
    func coordinatesAreSent() throws {
        let coordinate = try Coordinate(latitude: 38.72, longitude: -9.14)
        makePresenter().coordinatesRead(coordinate)
        expectRecorded(choices, [.coordinates(coordinate)])
        expectRecorded(sentWhileOpen, [true])
        #expect(router.backs.count == 1)
    }

    @Test("invalid coordinates show how to write them, and the sheet stays")
    func invalidCoordinatesMessage() {
        makePresenter().pickerFailed(.invalidCoordinates)
        expectRecorded(view.states, [state(.failure("Enter coordinates as latitude, longitude (e.g. 38.72, -9.14)."))])
        #expect(choices.isEmpty)
        #expect(router.backs.isEmpty)
    }

    @Test("a failed search shows the network message, or why the request was refused")
    func searchFailureMessages() {
        let presenter = makePresenter()
        presenter.pickerFailed(.search(.network))
        presenter.pickerFailed(.search(.invalidRequest("bad limit")))
        expectRecorded(
            view.states,
            [
                state(.failure("Network error. Please try again.")), state(.failure("This request could not be made: bad limit.")),
            ])
    }

    @Test("cancel closes the sheet without a choice")
    func cancelCloses() {
        makePresenter().didTapCancel()
        #expect(router.backs.count == 1)
        #expect(choices.isEmpty)
    }

    @Test("the presenter does not keep its view alive")
    func viewIsHeldWeakly() {
        var view: LocationPickerViewSpy? = LocationPickerViewSpy()
        weak let weakView = view
        let presenter = LocationPickerPresenter(
            view: view!, interactor: interactor, router: router, input: LocationPickerInput(current: nil), output: .ignored)
        view = nil
        #expect(weakView == nil)
        presenter.didSearchCity("lis")
        expectRecorded(interactor.calls, [.searchCities("lis")])
    }
}
