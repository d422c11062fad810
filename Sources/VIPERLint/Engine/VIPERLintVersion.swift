/// The linter's version; part of the cache key, so a new version re-lints everything.
public enum VIPERLintVersion {
    /// The current version.
    public static let current = "0.1.0"
}
