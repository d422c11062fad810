import VIPER

/// What the location picker hands back to whoever presented it: a city, or a point.
enum LocationChoice: Equatable, Sendable {
    /// A city picked from the search results.
    case city(Place)
    /// Coordinates the user typed.
    case coordinates(Coordinate)

    /// The point results are sorted around.
    var coordinate: Coordinate {
        switch self {
        case .city(let place): place.coordinate
        case .coordinates(let coordinate): coordinate
        }
    }

    /// How the choice reads on screen: "Lisbon, Portugal" or "38.72000, -9.14000".
    var label: String {
        switch self {
        case .city(let place): "\(place.name), \(place.countryName)"
        case .coordinates(let coordinate): coordinate.description
        }
    }
}

/// What the location picker is built with.
struct LocationPickerInput: Equatable, Sendable {
    /// The location chosen before, shown as the current one; nil when none is.
    let current: LocationChoice?
}

/// What the location picker shows: the current choice and the city results (or why
/// there are none: nothing searched yet, searching, no match, a failure or bad coordinates).
struct LocationPickerViewState: Equatable, Sendable {
    /// The current location's label, or nil when none is chosen.
    let currentLabel: String?
    /// The cities found for the typed name.
    let results: ViewState<[LocationPickerRow], String>
}

/// One city in the picker's results.
struct LocationPickerRow: Equatable, Sendable {
    /// Its local name ("São Paulo").
    let name: String
    /// Its country ("Brazil").
    let country: String
}

/// Why the picker could not produce a location.
enum LocationPickerError: Error, Equatable, Sendable {
    /// The typed coordinates are not "latitude, longitude" in range.
    case invalidCoordinates
    /// The city search failed.
    case search(PlaceFailure)
}
