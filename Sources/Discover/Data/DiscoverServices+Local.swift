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
        database: DiscoverDatabase, hasher: PasswordHasher = PasswordHasher(), lockout: LockoutPolicy = .standard,
        now: @escaping @Sendable () -> Date = { Date() }, demoAccount: DemoAccount? = .standard
    ) async throws(AccountError) -> DiscoverServices {
        let auth = LocalAuthService(database: database, hasher: hasher, lockout: lockout, now: now)
        if let demoAccount, try await !auth.hasAccount(email: demoAccount.email) {
            do {
                _ = try await auth.createAccount(name: demoAccount.name, email: demoAccount.email, password: demoAccount.password)
            } catch .emailTaken {
                // Another process created it between the check and the insert: the account exists, as wanted.
            }
        }
        return DiscoverServices(
            places: LocalPlaceRepository(database: database), favorites: LocalFavoritesRepository(database: database),
            auth: auth, passwordReset: LocalPasswordResetService(database: database, now: now))
    }
}
