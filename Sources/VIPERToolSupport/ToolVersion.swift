/// The version of the `viper` tools; part of every cache key, so a new version reads every
/// file afresh.
public enum ToolVersion {
    /// The current version.
    public static let current = "0.1.0"
}
