import UIKit

/// Sends avatars to the server.
@MainActor
final class AvatarUploader {
    func upload(_ name: String) {
        EventLog.record("AvatarUploader.upload(\(name))")
    }
}
