import VIPERLock

/// A registration as the container's table stores it, whatever type it provides.
@usableFromInline
protocol RegistrationEntry: AnyObject, Sendable {
    /// What the registration is found by.
    var key: RegistrationKey { get }
    /// Resolves the registration once through `container` with its sample
    /// arguments, or reports that it has none.
    func verify(in container: Container, onMainActor: Bool) -> VerificationOutcome
}

/// One registered factory, the scope of its instances and, for singletons and
/// weak registrations, the instance it shares.
///
/// It is `@unchecked Sendable` because the shared instance may be of a type that
/// is not `Sendable`: the container hands the same singleton to whichever thread
/// resolves it, as any dependency container does. The stored instance itself is
/// only read and written under the lock of ``shared``.
@usableFromInline
final class Registration<Instance, Arguments>: RegistrationEntry, @unchecked Sendable {
    /// Makes an instance from a resolver for its dependencies and the arguments.
    @usableFromInline
    typealias Factory = @Sendable (Resolver, Arguments) throws -> Instance

    @usableFromInline let key: RegistrationKey
    @usableFromInline let scope: Scope
    /// Whether the factory must run on the main actor.
    @usableFromInline let requiresMainActor: Bool
    @usableFromInline let factory: Factory
    /// The arguments ``verify(in:onMainActor:)`` resolves with; `()` for
    /// registrations without arguments, `nil` when none were given.
    private let sampleArguments: Arguments?
    /// The singleton or weak instance made so far.
    @usableFromInline let shared = Locked(SharedInstance<Instance>())
    /// The container holding this registration; singletons and weak instances
    /// resolve their dependencies from it, so they never capture what a child
    /// container registered. The owner holds the registration, not the reverse.
    @usableFromInline unowned let owner: Container

    init(
        owner: Container, key: RegistrationKey, scope: Scope, requiresMainActor: Bool,
        sampleArguments: Arguments?, factory: @escaping Factory
    ) {
        self.owner = owner
        self.key = key
        self.scope = scope
        self.requiresMainActor = requiresMainActor
        self.sampleArguments = sampleArguments
        self.factory = factory
    }

    /// The instance for one resolve: made anew, or shared according to ``scope``.
    ///
    /// `resolver` is the resolver of the resolve that asks for it.
    @inlinable
    func instance(for resolver: Resolver, arguments: Arguments) throws(ResolutionError) -> Instance {
        // Checked on every resolve, not only when an instance is made: a shared
        // instance made on the main actor must not be handed to another thread.
        if requiresMainActor && !resolver.isOnMainActor {
            throw ResolutionError(key: key, reason: .requiresMainActor)
        }
        switch scope {
        case .transient:
            return try make(resolver.nested(in: resolver.container), arguments)
        case .graph:
            guard let graph = resolver.graph else {
                // Registered after this resolve started: there is no graph to share in.
                return try make(resolver.nested(in: resolver.container), arguments)
            }
            if let existing = graph.instance(of: self, as: Instance.self) {
                return existing
            }
            let created = try make(resolver.nested(in: resolver.container), arguments)
            graph.store(created, of: self)
            return created
        case .singleton, .weak:
            if let existing = storedInstance() {
                return existing
            }
            let nested = resolver.nested(in: owner)
            return try nested.container.creationLock.withLock { () throws(ResolutionError) -> Instance in
                if let existing = storedInstance() {
                    return existing
                }
                let created = try make(nested, arguments)
                try store(created)
                return created
            }
        }
    }

    @usableFromInline
    func verify(in container: Container, onMainActor: Bool) -> VerificationOutcome {
        guard let sampleArguments else {
            return .skipped
        }
        do {
            let _: Instance = try container.resolveTopLevel(key, arguments: sampleArguments, onMainActor: onMainActor)
            return .verified
        } catch {
            return .failed(error)
        }
    }

    /// Runs the factory, turning what it throws into a ``ResolutionError``.
    @inlinable
    func make(_ resolver: Resolver, _ arguments: Arguments) throws(ResolutionError) -> Instance {
        do {
            return try factory(resolver, arguments)
        } catch let error as ResolutionError where !error.isComplete {
            throw error
        } catch {
            throw ResolutionError(key: key, reason: .factoryFailed(error))
        }
    }

    @inlinable
    func storedInstance() -> Instance? {
        shared.withLock { scope == .weak ? $0.weak as? Instance : $0.strong }
    }

    @inlinable
    func store(_ instance: Instance) throws(ResolutionError) {
        guard scope == .weak else {
            shared.withLock { $0.strong = instance }
            return
        }
        let found = type(of: instance as Any)
        guard found is AnyClass else {
            throw ResolutionError(key: key, reason: .weakScopeRequiresClass(found: found))
        }
        let object = instance as AnyObject
        shared.withLock { $0.weak = object }
    }
}

/// The instance a ``Scope/singleton`` registration holds strongly, or a
/// ``Scope/weak`` one holds weakly.
@usableFromInline
struct SharedInstance<Instance> {
    @usableFromInline var strong: Instance?
    @usableFromInline weak var weak: AnyObject?

    @usableFromInline
    init() {}
}
