/// The version of the graph format `viper graph --format json` writes.
public enum GraphFormatVersion {
    /// Bumped when the JSON shape changes (2: route enums, the `shows` kind, ambiguous-route findings).
    public static let current = 2
}
