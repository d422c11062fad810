#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A value that is only read and written while holding its own lock: the one lock type
/// of VIPERKit.
///
/// ```swift
/// let calls = Locked<[String]>([])
/// calls.withLock { $0.append("login") }     // from any thread
/// let seen = calls.withLock { $0 }
/// ```
///
/// The lock is a `pthread_mutex_t`, for three reasons:
/// - **ThreadSanitizer sees it.** `swift test --sanitize=thread` intercepts pthread
///   mutexes, so every access the lock orders is checked. `Synchronization.Mutex` locks
///   inside the uninstrumented Synchronization library on Linux, so ThreadSanitizer sees
///   none of the ordering it creates and reports each access it guards as a race.
/// - **It runs where the runtime runs.** `Mutex` needs iOS 18 and macOS 15; pthread
///   mutexes exist on every platform VIPERKit supports, and need no Foundation.
/// - **It can be recursive.** A `Locked<Void>` made with ``init(recursive:)`` guards code
///   rather than a value, and may be taken again by the thread holding it, which a
///   dependency container needs while a singleton's factory makes its own singletons. (A
///   lock around a value cannot be: taking it again inside `body` would hand out a
///   second `inout` access to the same value, which Swift's exclusivity rules forbid.)
///
/// Keep `body` short and never call out to unknown code while holding the lock (a
/// handler, an observer): that code may take the same lock or wait for this thread.
/// The value need not be `Sendable`: the lock is what makes sharing it safe, so a value
/// that escapes `body` by reference is the caller's responsibility.
public final class Locked<Value>: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline var value: Value

    /// A lock guarding `value`.
    public convenience init(_ value: Value) {
        self.init(value, recursive: false)
    }

    private init(_ value: Value, recursive: Bool) {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        withUnsafeMutablePointer(to: &attributes) { attributes in
            pthread_mutexattr_init(attributes)
            if recursive {
                pthread_mutexattr_settype(attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
            }
            pthread_mutex_init(mutex, attributes)
            pthread_mutexattr_destroy(attributes)
        }
        self.mutex = mutex
        self.value = value
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value and returns what it returns.
    @inlinable
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

extension Locked where Value == Void {
    /// A lock that guards code rather than a value; a `recursive` one may be taken again
    /// by the thread holding it.
    public convenience init(recursive: Bool = false) {
        self.init((), recursive: recursive)
    }

    /// Runs `body` holding the lock and returns what it returns.
    @inlinable
    public func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
