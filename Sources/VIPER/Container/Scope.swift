/// How long an instance made by a registration lives, and who shares it.
///
/// Registrations that take arguments are always ``transient``: their instances
/// depend on the arguments, so sharing one would hand a caller an instance made
/// for somebody else's arguments.
public enum Scope: Sendable, Hashable, CustomStringConvertible {
    /// A new instance for every resolve (the default).
    case transient
    /// One instance per top-level resolve: everything resolved while building one
    /// object graph shares it, the next top-level resolve gets a new one.
    case graph
    /// One instance for the lifetime of the container that holds the registration,
    /// created on first use, exactly once even when many threads ask at the same time.
    case singleton
    /// Shared while somebody holds it strongly; made again after the last holder
    /// releases it. The instance must be a class instance.
    case weak

    /// The scope as written in Swift, such as `.singleton`.
    public var description: String {
        switch self {
        case .transient: ".transient"
        case .graph: ".graph"
        case .singleton: ".singleton"
        case .weak: ".weak"
        }
    }
}
