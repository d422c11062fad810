import Foundation

extension DiscoverServices {
    /// Services backed by the local SQLite `database`; creates `demoAccount` unless an account has its email.
    ///
    /// ```swift
    /// let database = try await DiscoverDatabase.open(at: DiscoverDatabase.defaultURL()) { progress in
    ///     print("Importing places: \(Int(progress.fraction * 100))%")
    /// }
    /// let services = try await DiscoverServices.local(database: database)
    /// ```
    public static func local(
        database: DiscoverDatabase, hasher: PasswordHasher = PasswordHasher(), throttling: LoginThrottle.Policy = .standard,
        now: @escaping @Sendable () -> Date = { Date() }, demoAccount: DemoAccount? = .standard
    ) async throws(AccountError) -> DiscoverServices {
        let auth = LocalAuthService(database: database, hasher: hasher, throttling: throttling, now: now)
        if let demoAccount {
            try await auth.ensureAccount(demoAccount)
        }
        return DiscoverServices(
            places: LocalPlaceRepository(database: database), favorites: LocalFavoritesRepository(database: database),
            auth: auth, passwordReset: LocalPasswordResetService(database: database, now: now))
    }
}
