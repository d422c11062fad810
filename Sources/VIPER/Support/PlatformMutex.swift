#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A `pthread_mutex_t` on the heap, the lock under every shared state in `VIPER`.
///
/// `VIPER` does not use `Synchronization.Mutex`: on Linux (Swift 6.3) its
/// lock and unlock run inside the uninstrumented Synchronization library, so
/// ThreadSanitizer sees none of the ordering they create and reports every access
/// they protect as a race. ThreadSanitizer intercepts pthread mutexes, so
/// `swift test --sanitize=thread` checks the library for real.
@usableFromInline
final class PlatformMutex: @unchecked Sendable {
    @usableFromInline let handle: UnsafeMutablePointer<pthread_mutex_t>

    /// A mutex; a `recursive` one may be locked again by the thread holding it.
    @usableFromInline
    init(recursive: Bool) {
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive {
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        }
        handle = .allocate(capacity: 1)
        handle.initialize(to: pthread_mutex_t())
        pthread_mutex_init(handle, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(handle)
        handle.deinitialize(count: 1)
        handle.deallocate()
    }

    /// Runs `body` holding the mutex.
    @inlinable
    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(handle)
        defer { pthread_mutex_unlock(handle) }
        return try body()
    }
}

/// A value only read and written while holding its own ``PlatformMutex``.
@usableFromInline
final class Locked<Value>: @unchecked Sendable {
    @usableFromInline let mutex = PlatformMutex(recursive: false)
    @usableFromInline var value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { () throws -> Result in try body(&value) }
    }
}
