/// The version of the graph format `viper graph --format json` writes.
public enum GraphFormatVersion {
    /// Bumped when the JSON shape changes.
    public static let current = 1
}
