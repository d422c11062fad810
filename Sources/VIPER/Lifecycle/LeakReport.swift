/// What a ``LeakDetector`` found once a detached module's timeout had passed: the
/// objects still alive, by role and type.
public struct LeakReport: Sendable, Equatable, CustomStringConvertible {
    /// One object that outlived its detached module.
    public struct Survivor: Sendable, Hashable, CustomStringConvertible {
        /// The part the object played in the module.
        public let role: ModuleRole
        /// The object's fully qualified type name.
        public let typeName: String

        /// A survivor playing `role`, of type `typeName`.
        public init(role: ModuleRole, typeName: String) {
            self.role = role
            self.typeName = typeName
        }

        /// `role (TypeName)`.
        public var description: String { "\(role) (\(typeName))" }
    }

    /// The objects still alive, in tracking order; empty when the module was freed.
    public let survivors: [Survivor]
    /// How long the detector waited after detaching.
    public let timeout: Duration

    /// A report listing `survivors` after waiting `timeout`.
    public init(survivors: [Survivor], timeout: Duration) {
        self.survivors = survivors
        self.timeout = timeout
    }

    /// Whether every tracked object was deallocated.
    public var isClean: Bool { survivors.isEmpty }

    /// A summary that names every survivor and says how to find the cycle.
    public var description: String {
        guard !isClean else { return "Module deallocated: every tracked object was freed." }
        let lines = survivors.map { "  - \($0)" }.joined(separator: "\n")
        return """
            Module leaked: expected every tracked object to be deallocated within \(timeout) \
            of detaching, but \(survivors.count) \(survivors.count == 1 ? "is" : "are") still alive:
            \(lines)
            Look for a strong reference back to the module: a presenter holding its view, an \
            interactor holding its output, or a closure or task capturing self strongly.
            """
    }
}
