/// A successful sign-in through ``LocalAuthService/login(email:password:client:device:)``.
public struct SignIn: Equatable, Sendable {
    /// The signed-in user.
    public let user: User
    /// A device token for the client to present on its next sign-in to this account, which then
    /// no one else's failed attempts can delay (see ``LoginThrottle``); nil if none could be made.
    public let deviceToken: String?

    /// A sign-in of `user` with `deviceToken`.
    public init(user: User, deviceToken: String?) {
        self.user = user
        self.deviceToken = deviceToken
    }
}
