import UIKit

struct EditableProfile: Equatable {
    var name: String
    var bio: String
}

@MainActor
final class ProfileRepository {
    func load() -> EditableProfile {
        EventLog.record("ProfileRepository.load")
        return EditableProfile(name: "Ada", bio: "Counts things.")
    }

    func save(_ profile: EditableProfile) {
        EventLog.record("ProfileRepository.save(\(profile.name), \(profile.bio))")
    }
}
