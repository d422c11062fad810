import Foundation

/// The bearer token of the user signed in through one ``DiscoverAPIClient``, or nil.
///
/// Set by ``HTTPAuthService`` at sign-in and cleared at sign-out; read by every request that
/// acts for the user. Shared by the client's copies, so the repositories see one session.
final class SessionCredential: @unchecked Sendable {
    private let lock = NSLock()
    private var current: String?

    /// The token, or nil while signed out.
    var token: String? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            current = newValue
        }
    }
}
