import Synchronization

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The lock a container family holds while it creates a singleton or weak
/// instance, so each is made exactly once even when many threads ask at once.
///
/// The thread holding it may take it again: a singleton's factory resolves its own
/// singleton dependencies through the same lock. One lock serves a whole family
/// (a container, its parent chain and its children), so two threads creating
/// singletons that depend on each other's registrations cannot wait on each other
/// in opposite order. Resolving instances that already exist never takes it.
@usableFromInline
final class CreationLock: Sendable {
    @usableFromInline let mutex = Mutex(())
    /// The identity of the thread holding ``mutex``, or 0. Only the holder stores a
    /// non-zero value and clears it before unlocking, so a thread reads its own
    /// identity here exactly when it holds the lock.
    @usableFromInline let owner = Atomic<UInt>(0)

    @usableFromInline
    init() {}

    /// Runs `body` holding the lock, taking it only if this thread does not
    /// already hold it.
    @inlinable
    func withLock<Result>(_ body: () throws(ResolutionError) -> Result) throws(ResolutionError) -> Result {
        let thread = Self.currentThread()
        if owner.load(ordering: .relaxed) == thread {
            return try body()
        }
        return try mutex.withLock { _ throws(ResolutionError) -> sending Result in
            owner.store(thread, ordering: .relaxed)
            defer { owner.store(0, ordering: .relaxed) }
            return try UncheckedSendable(body()).value
        }
    }

    /// A number that identifies the calling thread among the running threads.
    @usableFromInline
    static func currentThread() -> UInt {
        #if canImport(Glibc)
        UInt(pthread_self())
        #else
        UInt(bitPattern: pthread_self())
        #endif
    }
}

/// Carries a value the compiler cannot prove safe to send across a boundary that
/// the container knows is not really crossed (the same thread before and after).
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}
