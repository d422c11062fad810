import VIPERLock

/// The bearer token of the user signed in through one ``DiscoverAPIClient``, or nil; and the
/// device tokens its sign-ins were given, per account.
///
/// Set by ``HTTPAuthService`` at sign-in and cleared at sign-out; read by every request that
/// acts for the user. Shared by the client's copies, so the repositories see one session.
/// Device tokens outlive sign-out (for as long as the process runs): the server throttles a
/// sign-in that presents one apart from everyone else's attempts.
final class SessionCredential: Sendable {
    private let current = Locked<String?>(nil)
    private let devices = Locked<[String: String]>([:])

    /// The device token an earlier sign-in to `email`'s account was given, if any.
    func deviceToken(for email: String) -> String? {
        devices.withLock { $0[email.lowercased()] }
    }

    /// Keeps `token` as this client's device token for `email`'s account.
    func keepDeviceToken(_ token: String?, for email: String) {
        guard let token else { return }
        devices.withLock { $0[email.lowercased()] = token }
    }

    /// The token, or nil while signed out.
    var token: String? {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}
