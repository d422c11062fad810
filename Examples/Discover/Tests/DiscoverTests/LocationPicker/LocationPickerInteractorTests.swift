import Testing
import VIPER
import VIPERTesting
@testable import Discover

@MainActor
@Suite("Location picker interactor")
struct LocationPickerInteractorTests {
    let places = InMemoryPlaceRepository()
    let output = LocationPickerInteractorOutputSpy()

    func makeInteractor() -> LocationPickerInteractor {
        let interactor = LocationPickerInteractor(places: places)
        interactor.output = output
        return interactor
    }

    @Test("a city search asks for the first page, the name as typed, and reports the cities")
    func searchReportsCities() async {
        let interactor = makeInteractor()
        interactor.searchCities(named: "sao paulo")
        await interactor.scope.settle()
        expectRecorded(places.requests, [.init(query: PlaceQuery(text: "sao paulo"), cursor: nil, limit: 10)])
        expectRecorded(output.events, [.found([.saoPaulo])])
    }

    @Test("a failed search is reported with its failure")
    func searchFailure() async {
        let interactor = makeInteractor()
        places.fail(with: .network("offline"))
        interactor.searchCities(named: "lis")
        await interactor.scope.settle()
        places.fail(with: .storage("locked"))
        interactor.searchCities(named: "lis")
        await interactor.scope.settle()
        expectRecorded(output.events, [.failed(.search(.network)), .failed(.search(.storage))])
    }

    @Test("only the latest search is reported when an older one answers late")
    func staleSearchIsDropped() async {
        let gate = AsyncGate()
        let interactor = makeInteractor()
        places.hold(at: gate)
        interactor.searchCities(named: "pa")
        await yieldUntil { gate.waiterCount == 1 }
        places.hold(at: nil)
        interactor.searchCities(named: "lis")
        await yieldUntil { !output.events.isEmpty }
        gate.open()
        await interactor.scope.settle()
        expectRecorded(output.events, [.found([.lisbon])])
    }

    @Test("after the module detaches, a late answer is not reported")
    func detachedSearchIsDropped() async {
        let gate = AsyncGate()
        let interactor = makeInteractor()
        places.hold(at: gate)
        interactor.searchCities(named: "lis")
        await yieldUntil { gate.waiterCount == 1 }
        interactor.scope.detach()
        gate.open()
        await interactor.scope.settle()
        for _ in 0..<10 { await Task.yield() }
        #expect(output.events.isEmpty)
    }

    @Test("well-formed coordinates are read, with a comma or a space between")
    func coordinatesAreRead() throws {
        let interactor = makeInteractor()
        interactor.readCoordinates("38.72, -9.14")
        interactor.readCoordinates("-23.55 -46.63")
        expectRecorded(
            output.events,
            [
                .read(try Coordinate(latitude: 38.72, longitude: -9.14)),
                .read(try Coordinate(latitude: -23.55, longitude: -46.63)),
            ])
    }

    @Test("malformed or out-of-range coordinates are refused")
    func badCoordinatesAreRefused() {
        let interactor = makeInteractor()
        for text in ["lisbon", "38.72", "91, 0", "0, 181", ""] {
            interactor.readCoordinates(text)
        }
        expectRecorded(output.events, Array(repeating: .failed(.invalidCoordinates), count: 5))
    }
}
