// file: Modules/Map/MapInteractor.swift
final class MapInteractor {
    weak var output: MapInteractorOutput?
    private let locations: LocationProviding

    init(locations: LocationProviding) {
        self.locations = locations
    }

    func track() {
        locations.start { location in
            DispatchQueue.main.async { [weak self] in
                self?.output?.didUpdate(location)
            }
        }
    }
}
