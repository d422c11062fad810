/// Why a pattern could not be registered in a ``DeepLinkTable``.
public enum DeepLinkPatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The pattern text is not `scheme://host/segments` with valid placeholders.
    case invalidPattern(pattern: String, reason: String)
    /// The pattern would tie with one registered before: some URL would match both
    /// with the same specificity.
    case ambiguous(pattern: String, existing: String)

    /// What was expected, what was found, and what to do.
    public var description: String {
        switch self {
        case .invalidPattern(let pattern, let reason):
            "Invalid deep link pattern \"\(pattern)\": \(reason)"
        case .ambiguous(let pattern, let existing):
            "Deep link pattern \"\(pattern)\" ties with the registered pattern \"\(existing)\": "
                + "the same URLs would match both equally. Remove one, or make one more specific "
                + "(a literal segment or a typed placeholder)."
        }
    }
}
