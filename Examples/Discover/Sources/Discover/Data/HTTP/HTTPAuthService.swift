import Foundation

/// Sign-in, sign-out and password reset through a Discover API server: `POST /login`,
/// `POST /logout`, `POST /password-reset`.
///
/// A successful sign-in keeps the session's bearer token in the shared client, so the
/// HTTP repositories act as the signed-in user. 401 is ``AuthError/invalidCredentials``,
/// 429 ``AuthError/accountLocked(until:)`` (until now + `Retry-After`); anything else that is
/// not a success (timeouts, other statuses, malformed JSON) is ``AuthError/network``.
public struct HTTPAuthService: AuthServicing, PasswordResetting {
    private let client: DiscoverAPIClient
    private let now: @Sendable () -> Date

    /// Authentication by `client`'s server; `now` dates the end of a throttle.
    public init(client: DiscoverAPIClient, now: @escaping @Sendable () -> Date = { Date() }) {
        self.client = client
        self.now = now
    }

    /// `POST /login` with the credentials as JSON, and the device token of an earlier sign-in to
    /// this account if there is one; keeps the returned token for later requests and the returned
    /// device token for the next sign-in.
    public func login(email: String, password: String) async throws(AuthError) -> User {
        do {
            let credentials = CredentialsDTO(email: email, password: password, deviceToken: client.credential.deviceToken(for: email))
            let response = try await client.send("POST", ["login"], body: credentials)
            switch response.status {
            case 200:
                let session = try client.decode(SessionDTO.self, from: response)
                client.credential.token = session.token
                client.credential.keepDeviceToken(session.deviceToken, for: email)
                return session.user.user
            case 401:
                throw AuthError.invalidCredentials
            case 429:
                let seconds = response.retryAfter ?? client.apiError(in: response)?.retryAfter ?? 1
                throw AuthError.accountLocked(until: now().addingTimeInterval(TimeInterval(max(1, seconds))))
            default:
                throw AuthError.network
            }
        } catch let error as AuthError {
            throw error
        } catch {
            throw .network
        }
    }

    /// `POST /logout`: ends the session on the server and forgets its token (forgotten even
    /// when the server cannot be reached; it then expires on its own).
    public func logout() async {
        guard client.credential.token != nil else { return }
        _ = try? await client.send("POST", ["logout"], authorized: true)
        client.credential.token = nil
    }

    /// `POST /password-reset`; the server answers 202 whether or not the email is registered.
    public func requestPasswordReset(email: String) async throws(AuthError) {
        do {
            let response = try await client.send("POST", ["password-reset"], body: PasswordResetRequestDTO(email: email))
            guard response.status == 202 else { throw AuthError.network }
        } catch {
            throw .network
        }
    }
}
