/// Who is signed in. Owned by the app coordinator; modules read it when they are built.
@MainActor
final class Session {
    /// The signed-in user, or nil while signed out.
    private(set) var user: User?

    /// A signed-out session.
    init() {}

    /// Starts the session for `user`.
    func signIn(_ user: User) { self.user = user }

    /// Ends the session.
    func signOut() { user = nil }
}
