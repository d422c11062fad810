/// The app-wide flow the modules' routers report to (an AppCoordinator): signing in
/// and out change the whole screen, which no single module owns.
@MainActor
protocol AppCoordinating: AnyObject, Sendable {
    /// A user signed in: show Home and replay any deep link held while signed out.
    func userDidLogin(_ user: User)
    /// The user signed out: back to Login, with nothing of the session left.
    func userDidLogout()
}
