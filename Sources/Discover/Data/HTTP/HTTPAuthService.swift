import Foundation

/// Sign-in and password reset through a Discover API server: `POST /login`, `POST /password-reset`.
///
/// 401 is ``AuthError/invalidCredentials``, 423 ``AuthError/accountLocked(until:)``; anything
/// else that is not a success (timeouts, other statuses, malformed JSON) is ``AuthError/network``.
public struct HTTPAuthService: AuthServicing, PasswordResetting {
    private let client: DiscoverAPIClient

    /// Authentication by `client`'s server.
    public init(client: DiscoverAPIClient) {
        self.client = client
    }

    /// `POST /login` with the credentials as JSON.
    public func login(email: String, password: String) async throws(AuthError) -> User {
        do {
            let response = try await client.send("POST", ["login"], body: CredentialsDTO(email: email, password: password))
            switch response.status {
            case 200:
                return try client.decode(UserDTO.self, from: response).user
            case 401:
                throw AuthError.invalidCredentials
            case 423:
                guard let until = client.apiError(in: response)?.lockedUntil else { throw AuthError.network }
                throw AuthError.accountLocked(until: Date(timeIntervalSince1970: until))
            default:
                throw AuthError.network
            }
        } catch let error as AuthError {
            throw error
        } catch {
            throw .network
        }
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
