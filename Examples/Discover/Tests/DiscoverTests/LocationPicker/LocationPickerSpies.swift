import VIPER
import VIPERTesting
@testable import Discover

final class LocationPickerViewSpy: RenderSpy<LocationPickerViewState>, LocationPickerView {}

@MainActor
final class LocationPickerUseCaseSpy: LocationPickerUseCase {
    enum Call: Equatable {
        case searchCities(String)
        case readCoordinates(String)
    }
    let calls = Recorder<Call>()

    func searchCities(named name: String) { calls.record(.searchCities(name)) }
    func readCoordinates(_ text: String) { calls.record(.readCoordinates(text)) }
}

@MainActor
final class LocationPickerRouterSpy: LocationPickerRouting {
    let backs = Recorder<Void>()
    func routeBack() { backs.record(()) }
}

@MainActor
final class LocationPickerInteractorOutputSpy: LocationPickerInteractorOutput {
    enum Event: Equatable {
        case found([Place])
        case read(Coordinate)
        case failed(LocationPickerError)
    }
    let events = Recorder<Event>()

    func citiesFound(_ cities: [Place]) { events.record(.found(cities)) }
    func coordinatesRead(_ coordinate: Coordinate) { events.record(.read(coordinate)) }
    func pickerFailed(_ error: LocationPickerError) { events.record(.failed(error)) }
}
