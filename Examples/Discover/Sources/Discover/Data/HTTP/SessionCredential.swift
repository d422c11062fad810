import VIPERLock

/// The bearer token of the user signed in through one ``DiscoverAPIClient``, or nil.
///
/// Set by ``HTTPAuthService`` at sign-in and cleared at sign-out; read by every request that
/// acts for the user. Shared by the client's copies, so the repositories see one session.
final class SessionCredential: Sendable {
    private let current = Locked<String?>(nil)

    /// The token, or nil while signed out.
    var token: String? {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}
