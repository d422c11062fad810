/// The version of the `viper` tool and its built-in templates, recorded in every manifest entry.
public enum VIPERVersion {
    /// The current version, `major.minor.patch`.
    public static let current = "0.1.0"
}
