/// Decides whether output may carry styles (bold, dim, reverse, colours).
///
/// Styles are dropped entirely when the output is not a terminal, or when the
/// `NO_COLOR` environment variable is present with a non-empty value
/// (<https://no-color.org>). The environment is a parameter so tests can inject one.
public enum StyleSupport {
    /// Whether styles are allowed for an output with this environment.
    public static func isEnabled(environment: [String: String], outputIsTerminal: Bool) -> Bool {
        guard outputIsTerminal else { return false }
        return environment["NO_COLOR"].map(\.isEmpty) ?? true
    }
}
