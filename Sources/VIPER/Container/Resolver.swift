/// What a factory receives to resolve its own dependencies while the container
/// builds one object graph.
///
/// Resolve a factory's dependencies through the resolver it is given rather than
/// through the container: the resolver carries the graph's shared
/// ``Scope/graph`` instances, the depth used to find cycles, and whether the
/// resolve runs on the main actor. (A factory that calls the container directly
/// still gets cycle detection and the whole chain in errors, but starts a new
/// graph and loses main-actor isolation.) A resolver is only valid during the
/// factory call that received it; it is not `Sendable`, so it cannot leave that
/// call's thread.
///
/// ```swift
/// container.register(LoginInteracting.self) { r in
///     LoginInteractor(auth: try r.resolve(AuthServicing.self))
/// }
/// ```
public struct Resolver {
    /// The container that lookups start from; its parents are searched after it.
    @usableFromInline let container: Container
    /// How many resolves enclose this one (0 at the top level).
    @usableFromInline let depth: Int
    /// The depth at which resolving stops with ``ResolutionError/Reason/maximumDepthExceeded(limit:)``.
    @usableFromInline let maximumDepth: Int
    /// Whether the top-level resolve was called from the main actor.
    @usableFromInline let isOnMainActor: Bool
    /// The graph-scoped instances of this top-level resolve, if the container
    /// family has any graph-scoped registration.
    @usableFromInline let graph: GraphInstances?

    @usableFromInline
    init(container: Container, depth: Int, maximumDepth: Int, isOnMainActor: Bool, graph: GraphInstances?) {
        self.container = container
        self.depth = depth
        self.maximumDepth = maximumDepth
        self.isOnMainActor = isOnMainActor
        self.graph = graph
    }

    /// The resolver for the dependencies of an instance being made one level
    /// deeper, looking them up from `container`.
    @inlinable
    func nested(in container: Container) -> Resolver {
        Resolver(container: container, depth: depth + 1, maximumDepth: maximumDepth, isOnMainActor: isOnMainActor, graph: graph)
    }

    /// Resolves the unnamed or `name`d registration of `type`.
    @inlinable
    public func resolve<T>(_ type: T.Type = T.self, name: String? = nil) throws(ResolutionError) -> T {
        try resolve(RegistrationKey(T.self, name: name), arguments: ())
    }

    /// Resolves the registration of `type` whose factory takes one argument of type `A`.
    @inlinable
    public func resolve<T, A>(_ type: T.Type = T.self, name: String? = nil, argument: A) throws(ResolutionError) -> T {
        try resolve(RegistrationKey(T.self, name: name, argumentsType: A.self, argumentCount: 1), arguments: argument)
    }

    /// Resolves the registration of `type` whose factory takes arguments of types `A` and `B`.
    @inlinable
    public func resolve<T, A, B>(_ type: T.Type = T.self, name: String? = nil, arguments a: A, _ b: B) throws(ResolutionError) -> T {
        try resolve(RegistrationKey(T.self, name: name, argumentsType: (A, B).self, argumentCount: 2), arguments: (a, b))
    }

    /// Resolves the registration of `type` whose factory takes arguments of types `A`, `B` and `C`.
    @inlinable
    public func resolve<T, A, B, C>(_ type: T.Type = T.self, name: String? = nil, arguments a: A, _ b: B, _ c: C) throws(ResolutionError)
        -> T
    {
        try resolve(RegistrationKey(T.self, name: name, argumentsType: (A, B, C).self, argumentCount: 3), arguments: (a, b, c))
    }

    /// Resolves `key`; an error passing through gets `key` added to its chain.
    @inlinable
    func resolve<T, Arguments>(_ key: RegistrationKey, arguments: Arguments) throws(ResolutionError) -> T {
        do {
            return try resolveWithoutChain(key, arguments: arguments)
        } catch {
            throw error.passing(through: key)
        }
    }

    @inlinable
    func resolveWithoutChain<T, Arguments>(_ key: RegistrationKey, arguments: Arguments) throws(ResolutionError) -> T {
        guard depth < maximumDepth else {
            throw ResolutionError(key: key, reason: .maximumDepthExceeded(limit: maximumDepth))
        }
        guard let entry = container.lookup(key) else {
            throw ResolutionError(key: key, reason: .notRegistered(similar: container.registrations(similarTo: key)))
        }
        // The key names T and Arguments exactly, and only a Registration<T, Arguments>
        // is ever stored under such a key (see Container.add).
        let registration = unsafeDowncast(entry, to: Registration<T, Arguments>.self)
        return try registration.instance(for: self, arguments: arguments)
    }
}

@available(*, unavailable, message: "A resolver is only valid during the factory call that received it.")
extension Resolver: Sendable {}
