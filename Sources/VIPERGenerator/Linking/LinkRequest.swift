/// A request to check a project for VIPERKit along with an edit, and whether to add what the
/// project lacks (`viper new` does unless `--no-link`; `viper doctor` only checks).
public struct LinkRequest: Sendable, Equatable {
    /// Where VIPERKit comes from.
    public let package: VIPERKitPackage
    /// Whether the edit adds what the project lacks, or only reports it.
    public let adds: Bool

    /// A check for `package`, adding what is missing when `adds`.
    public init(package: VIPERKitPackage, adds: Bool) {
        self.package = package
        self.adds = adds
    }
}
