// What the ViewStates article's examples rely on without showing it.

struct Place: Equatable, Sendable {
    let name: String
    static let lisbon = Place(name: "Lisbon")
}

struct PlaceRow: Equatable, Sendable {
    let title: String
    init(_ place: Place) { title = place.name }
}

enum AppError: Error { case offline }

func message(for error: AppError) -> String { "Network error. Please try again." }
