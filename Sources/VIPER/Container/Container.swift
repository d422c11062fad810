import VIPERLock

/// The composition root: registrations of how to make each dependency, resolved
/// by type, name and argument types into ready object graphs.
///
/// ```swift
/// let container = Container()
/// container.register(AuthServicing.self, scope: .singleton) { _ in AuthService() }
/// container.register(LoginInteracting.self) { r in
///     LoginInteractor(auth: try r.resolve(AuthServicing.self))
/// }
/// let interactor = try container.resolve(LoginInteracting.self)
/// ```
///
/// Registering and resolving are safe from any thread at the same time. Lookups
/// hold the container's lock only for one dictionary read; factories run outside
/// it, so a factory resolves its own dependencies through the ``Resolver`` it
/// receives without deadlock. See <doc:DependencyContainer> for scopes, arguments,
/// child containers, assemblies, ``verify(isolation:)`` and error messages.
///
/// Registrations take zero to three arguments through one overload per arity rather than
/// a parameter pack (`register<T, each A>`). A pack-based registration stores an escaping
/// factory over the pack and keys it by `(repeat each A).self`; compiled for macOS 13
/// against the toolchain's own standard library, that code calls the runtime function
/// `swift_allocateMetadataPack`, which first shipped in the Swift 5.9 runtime (macOS 14,
/// iOS 17, tvOS 17, watchOS 10, visionOS 1), and the compiler does not diagnose it. The
/// package supports iOS 16 and macOS 13, so the arities stay explicit.
public final class Container: Sendable {
    /// The ``maximumDepth`` of containers created without one: 32 nested resolves.
    public static let defaultMaximumDepth = 32

    /// The container asked for keys this one has no registration for.
    public let parent: Container?
    /// How many resolves may nest inside one top-level resolve before it fails with
    /// ``ResolutionError/Reason/maximumDepthExceeded(limit:)`` (or
    /// ``ResolutionError/Reason/cycle(_:)`` when the chain repeats a key), long
    /// before the thread's stack could overflow.
    public let maximumDepth: Int
    /// The lock held while singletons and weak instances of this family are made.
    ///
    /// One recursive lock serves a whole family (a container, its ancestors and
    /// children): the thread holding it may take it again, so a singleton's factory
    /// resolves its own singleton dependencies, and two threads creating
    /// singletons that need each other's registrations cannot wait on each other
    /// in opposite order. Resolving instances that already exist never takes it.
    @usableFromInline let creationLock: Locked<Void>
    private let entries = Locked<[RegistrationKey: any RegistrationEntry]>([:])
    private let hasGraphRegistrations = Locked(false)

    /// An empty container that falls back to `parent`, if given, for keys it does
    /// not hold itself.
    ///
    /// `maximumDepth` is the deepest chain of nested resolves allowed, at least 1;
    /// without one the container takes its parent's, or ``defaultMaximumDepth``.
    public init(parent: Container? = nil, maximumDepth: Int? = nil) {
        self.parent = parent
        self.maximumDepth = max(1, maximumDepth ?? parent?.maximumDepth ?? Self.defaultMaximumDepth)
        self.creationLock = parent?.creationLock ?? Locked(recursive: true)
    }

    /// A child container: its registrations shadow this container's, and keys it
    /// does not hold are resolved here. Singletons registered here stay here.
    public func makeChild() -> Container {
        Container(parent: self)
    }

    // MARK: Registering

    /// Registers how to make `type`, found by `type` and `name`, replacing an
    /// earlier registration with the same key.
    ///
    /// `scope` says who shares the instances (see ``Scope``). `factory` makes an
    /// instance and resolves its dependencies through the ``Resolver`` it receives.
    public func register<T>(
        _ type: T.Type = T.self,
        name: String? = nil,
        scope: Scope = .transient,
        factory: @escaping @Sendable (Resolver) throws -> T
    ) {
        add(T.self, name: name, argumentCount: 0, scope: scope, sampleArguments: (), requiresMainActor: false) { resolver, _ in
            try factory(resolver)
        }
    }

    /// Registers how to make `type` from one argument of type `A`; resolve it with
    /// ``resolve(_:name:argument:isolation:)``. Each resolve makes a new instance.
    ///
    /// ``verify(isolation:)`` resolves the registration with `sampleArgument`;
    /// without one, verification lists the registration as skipped.
    public func register<T, A>(
        _ type: T.Type = T.self,
        name: String? = nil,
        sampleArgument: A? = nil,
        factory: @escaping @Sendable (Resolver, A) throws -> T
    ) {
        add(T.self, name: name, argumentCount: 1, sampleArguments: sampleArgument, requiresMainActor: false, factory: factory)
    }

    /// Registers how to make `type` from arguments of types `A` and `B`. Each
    /// resolve makes a new instance.
    ///
    /// ``verify(isolation:)`` resolves the registration with `sampleArguments`;
    /// without them, verification lists the registration as skipped.
    public func register<T, A, B>(
        _ type: T.Type = T.self,
        name: String? = nil,
        sampleArguments: (A, B)? = nil,
        factory: @escaping @Sendable (Resolver, A, B) throws -> T
    ) {
        add(T.self, name: name, argumentCount: 2, sampleArguments: sampleArguments, requiresMainActor: false) { resolver, arguments in
            try factory(resolver, arguments.0, arguments.1)
        }
    }

    /// Registers how to make `type` from arguments of types `A`, `B` and `C`. Each
    /// resolve makes a new instance.
    ///
    /// ``verify(isolation:)`` resolves the registration with `sampleArguments`;
    /// without them, verification lists the registration as skipped.
    public func register<T, A, B, C>(
        _ type: T.Type = T.self,
        name: String? = nil,
        sampleArguments: (A, B, C)? = nil,
        factory: @escaping @Sendable (Resolver, A, B, C) throws -> T
    ) {
        add(T.self, name: name, argumentCount: 3, sampleArguments: sampleArguments, requiresMainActor: false) { resolver, arguments in
            try factory(resolver, arguments.0, arguments.1, arguments.2)
        }
    }

    /// Registers a factory that must run on the main actor, such as one that makes
    /// a `@MainActor` presenter.
    ///
    /// Resolving it from code isolated to the main actor (a `@MainActor` function,
    /// or a factory of such a resolve) runs `factory` there; resolving it from
    /// anywhere else fails with ``ResolutionError/Reason/requiresMainActor``
    /// instead of running main-actor code on the wrong thread, also when `scope`
    /// shares an instance made earlier.
    public func registerOnMainActor<T>(
        _ type: T.Type = T.self,
        name: String? = nil,
        scope: Scope = .transient,
        factory: @escaping @MainActor (Resolver) throws -> T
    ) {
        add(
            T.self, name: name, argumentCount: 0, scope: scope, sampleArguments: (), requiresMainActor: true,
            factory: Self.onMainActor { resolver, _ in try factory(resolver) })
    }

    /// Registers a main-actor factory that takes one argument of type `A`, such as
    /// a detail presenter made for one item's id. Each resolve makes a new instance.
    ///
    /// ``verify(isolation:)`` resolves the registration with `sampleArgument`;
    /// without one, verification lists the registration as skipped.
    public func registerOnMainActor<T, A>(
        _ type: T.Type = T.self,
        name: String? = nil,
        sampleArgument: A? = nil,
        factory: @escaping @MainActor (Resolver, A) throws -> T
    ) {
        add(
            T.self, name: name, argumentCount: 1, sampleArguments: sampleArgument, requiresMainActor: true,
            factory: Self.onMainActor(factory))
    }

    /// Registers a main-actor factory that takes arguments of types `A` and `B`.
    /// Each resolve makes a new instance.
    ///
    /// ``verify(isolation:)`` resolves the registration with `sampleArguments`;
    /// without them, verification lists the registration as skipped.
    public func registerOnMainActor<T, A, B>(
        _ type: T.Type = T.self,
        name: String? = nil,
        sampleArguments: (A, B)? = nil,
        factory: @escaping @MainActor (Resolver, A, B) throws -> T
    ) {
        add(
            T.self, name: name, argumentCount: 2, sampleArguments: sampleArguments, requiresMainActor: true,
            factory: Self.onMainActor { resolver, arguments in try factory(resolver, arguments.0, arguments.1) })
    }

    /// Registers a main-actor factory that takes arguments of types `A`, `B` and
    /// `C`. Each resolve makes a new instance.
    ///
    /// ``verify(isolation:)`` resolves the registration with `sampleArguments`;
    /// without them, verification lists the registration as skipped.
    public func registerOnMainActor<T, A, B, C>(
        _ type: T.Type = T.self,
        name: String? = nil,
        sampleArguments: (A, B, C)? = nil,
        factory: @escaping @MainActor (Resolver, A, B, C) throws -> T
    ) {
        add(
            T.self, name: name, argumentCount: 3, sampleArguments: sampleArguments, requiresMainActor: true,
            factory: Self.onMainActor { resolver, arguments in
                try factory(resolver, arguments.0, arguments.1, arguments.2)
            })
    }

    /// Stores a registration of `T` whose factory takes `Arguments` (`Void`, one
    /// argument, or a tuple of two or three), replacing one with the same key.
    ///
    /// The key is built from `T` and `Arguments` and holds a
    /// `Registration<T, Arguments>`: that is what lets ``Resolver`` downcast a
    /// looked-up entry without checking.
    private func add<T, Arguments>(
        _: T.Type,
        name: String?,
        argumentCount: Int,
        scope: Scope = .transient,
        sampleArguments: Arguments?,
        requiresMainActor: Bool,
        factory: @escaping Registration<T, Arguments>.Factory
    ) {
        let key = RegistrationKey(T.self, name: name, argumentsType: Arguments.self, argumentCount: argumentCount)
        let registration = Registration(
            owner: self, key: key, scope: scope, requiresMainActor: requiresMainActor,
            sampleArguments: sampleArguments, factory: factory)
        if scope == .graph {
            hasGraphRegistrations.withLock { $0 = true }
        }
        entries.withLock { $0[key] = registration }
    }

    /// `factory` as a registration factory that runs it on the main actor.
    ///
    /// `Registration.instance` calls it only after checking that the top-level
    /// resolve was called on the main actor, and factories run synchronously on
    /// the resolving thread, so the resolver and arguments never leave it.
    private static func onMainActor<T, Arguments>(
        _ factory: @escaping @MainActor (Resolver, Arguments) throws -> T
    ) -> Registration<T, Arguments>.Factory {
        { resolver, arguments in
            let input = UncheckedSendable((resolver, arguments))
            return try MainActor.assumeIsolated { UncheckedSendable(try factory(input.value.0, input.value.1)) }.value
        }
    }

    // MARK: Resolving

    /// Resolves the unnamed or `name`d registration of `type`.
    ///
    /// Leave `isolation` to the compiler: it is the caller's actor, and tells
    /// main-actor registrations whether they may run.
    ///
    /// - Throws: ``ResolutionError`` naming the key that failed, the chain that
    ///   needed it and why.
    @inlinable
    public func resolve<T>(
        _ type: T.Type = T.self,
        name: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> T {
        try resolveTopLevel(RegistrationKey(T.self, name: name), arguments: (), onMainActor: Self.isMainActor(isolation))
    }

    /// Resolves the registration of `type` whose factory takes one argument of type `A`.
    @inlinable
    public func resolve<T, A>(
        _ type: T.Type = T.self,
        name: String? = nil,
        argument: A,
        isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> T {
        try resolveTopLevel(
            RegistrationKey(T.self, name: name, argumentsType: A.self, argumentCount: 1),
            arguments: argument, onMainActor: Self.isMainActor(isolation))
    }

    /// Resolves the registration of `type` whose factory takes arguments of types `A` and `B`.
    @inlinable
    public func resolve<T, A, B>(
        _ type: T.Type = T.self,
        name: String? = nil,
        arguments a: A, _ b: B,
        isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> T {
        try resolveTopLevel(
            RegistrationKey(T.self, name: name, argumentsType: (A, B).self, argumentCount: 2),
            arguments: (a, b), onMainActor: Self.isMainActor(isolation))
    }

    /// Resolves the registration of `type` whose factory takes arguments of types `A`, `B` and `C`.
    @inlinable
    public func resolve<T, A, B, C>(
        _ type: T.Type = T.self,
        name: String? = nil,
        arguments a: A, _ b: B, _ c: C,
        isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> T {
        try resolveTopLevel(
            RegistrationKey(T.self, name: name, argumentsType: (A, B, C).self, argumentCount: 3),
            arguments: (a, b, c), onMainActor: Self.isMainActor(isolation))
    }

    /// Starts one object graph: resolves `key` with a fresh resolver and completes
    /// any error with its full chain.
    ///
    /// A top-level resolve started inside a factory on the same thread (a factory
    /// that calls the container directly) leaves its errors unfinished, so the
    /// outermost resolve reports the whole chain; see `ResolutionNesting`.
    @inlinable
    func resolveTopLevel<T, Arguments>(_ key: RegistrationKey, arguments: Arguments, onMainActor: Bool) throws(ResolutionError) -> T {
        let outer = ResolutionNesting.enter()
        defer { ResolutionNesting.exit(restoring: outer) }
        do throws(ResolutionError) {
            guard outer < maximumDepth else {
                throw ResolutionError(key: key, reason: .maximumDepthExceeded(limit: maximumDepth)).passing(through: key)
            }
            let resolver = Resolver(
                container: self, depth: 0, maximumDepth: maximumDepth, isOnMainActor: onMainActor,
                graph: familyHasGraphRegistrations ? GraphInstances() : nil)
            return try resolver.resolve(key, arguments: arguments)
        } catch {
            throw outer == 0 ? error.completed() : error
        }
    }

    /// Whether `isolation`, a caller's `#isolation`, is the main actor.
    @usableFromInline
    static func isMainActor(_ isolation: (any Actor)?) -> Bool {
        guard let isolation else { return false }
        return isolation === MainActor.shared
    }

    /// Whether this container or an ancestor holds a ``Scope/graph`` registration.
    @usableFromInline
    var familyHasGraphRegistrations: Bool {
        if hasGraphRegistrations.withLock({ $0 }) {
            return true
        }
        var ancestor = parent
        while let container = ancestor {
            if container.hasGraphRegistrations.withLock({ $0 }) {
                return true
            }
            ancestor = container.parent
        }
        return false
    }

    /// The registration for `key` in this container or the nearest ancestor that
    /// holds one.
    @usableFromInline
    func lookup(_ key: RegistrationKey) -> (any RegistrationEntry)? {
        if let entry = entries.withLock({ $0[key] }) {
            return entry
        }
        var ancestor = parent
        while let container = ancestor {
            if let entry = container.entries.withLock({ $0[key] }) {
                return entry
            }
            ancestor = container.parent
        }
        return nil
    }

    /// Every registration this container can resolve, its own first and then its
    /// ancestors' that it does not shadow, ordered by key description.
    func visibleRegistrations() -> [any RegistrationEntry] {
        var seen = Set<RegistrationKey>()
        var visible: [any RegistrationEntry] = []
        var container: Container? = self
        while let current = container {
            for (key, entry) in current.entries.withLock({ $0 }) where seen.insert(key).inserted {
                visible.append(entry)
            }
            container = current.parent
        }
        return visible.sorted { $0.key.description < $1.key.description }
    }

    /// The visible registrations a caller asking for `key` may have meant: the same
    /// type under another name or other arguments, or a type with a close name.
    @usableFromInline
    func registrations(similarTo key: RegistrationKey) -> [RegistrationKey] {
        visibleRegistrations().map(\.key).filter { candidate in
            candidate != key
                && (candidate.type == key.type || TypeNameSimilarity.areClose(candidate.typeName, key.typeName))
        }
    }

    // MARK: Verifying

    /// Resolves every registration this container can see once and reports every
    /// problem found, so one test checks the whole graph.
    ///
    /// Registrations without arguments are resolved as they are; registrations with
    /// arguments are resolved with the sample arguments given when they were
    /// registered, or listed in ``VerificationReport/skipped`` when they have none.
    /// Verification creates singletons just as their first use would; call it
    /// from the main actor to verify ``registerOnMainActor(_:name:scope:factory:)``
    /// registrations too.
    public func verify(isolation: isolated (any Actor)? = #isolation) -> VerificationReport {
        let onMainActor = Self.isMainActor(isolation)
        var report = VerificationReport()
        for registration in visibleRegistrations() {
            switch registration.verify(in: self, onMainActor: onMainActor) {
            case .verified:
                report.verified.append(registration.key)
            case .failed(let error):
                report.failures.append(VerificationReport.Failure(registration: registration.key, error: error))
            case .skipped:
                report.skipped.append(registration.key)
            }
        }
        return report
    }
}
