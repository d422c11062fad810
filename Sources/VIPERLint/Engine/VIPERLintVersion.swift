import VIPERToolSupport

/// The linter's version; part of the cache key, so a new version re-lints everything.
public enum VIPERLintVersion {
    /// The current version: the tools' version.
    public static let current = ToolVersion.current
}
