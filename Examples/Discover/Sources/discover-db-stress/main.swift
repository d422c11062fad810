// discover-db-stress: writes favorites in a loop and prints each place id once its
// transaction has committed. The kill-safety test SIGKILLs it mid-write, then checks that
// the database is intact and holds every id printed.
//
// Usage: discover-db-stress <database path> <user id>
import Discover
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    StreamLog.standardError.write("usage: discover-db-stress <database path> <user id>\n")
    exit(2)
}
let userID = arguments[2]
do {
    let database = try await DiscoverDatabase.open(at: URL(fileURLWithPath: arguments[1]))
    let places = LocalPlaceRepository(database: database)
    let favorites = LocalFavoritesRepository(database: database)
    var cursor: PlaceCursor?
    repeat {
        let page = try await places.search(PlaceQuery(), after: cursor, limit: LocalPlaceRepository.maximumPageSize)
        for place in page.items {
            try await favorites.setFavorite(true, placeID: place.id, userID: userID)
            // Unbuffered write: the line is out the moment the commit returned.
            StreamLog.standardOutput.write("\(place.id)\n")
        }
        cursor = page.nextCursor
    } while cursor != nil
} catch {
    StreamLog.standardError.write("discover-db-stress: \(error)\n")
    exit(1)
}
