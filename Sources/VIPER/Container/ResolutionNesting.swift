#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Counts, per thread, the top-level resolves running inside one another: a
/// factory that calls ``Container/resolve(_:name:isolation:)`` directly instead of
/// through its ``Resolver`` starts a top-level resolve inside another.
///
/// Such a nested top-level resolve cannot see the depth of the resolve around
/// it, so without this count a cycle through direct container calls would
/// recurse until the stack overflows. With it, nesting stops at the container's
/// ``Container/maximumDepth``, and errors of nested top-level resolves travel up
/// unfinished, so the outermost resolve reports one chain and finds the cycle.
@usableFromInline
enum ResolutionNesting {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        withUnsafeMutablePointer(to: &key) { _ = pthread_key_create($0, nil) }
        return key
    }()

    /// Marks the start of a top-level resolve on this thread and returns how many
    /// were already running on it.
    @usableFromInline
    static func enter() -> Int {
        let outer = Int(bitPattern: pthread_getspecific(key))
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: outer + 1))
        return outer
    }

    /// Marks the end of the top-level resolve that `enter()` returned `outer` for.
    @usableFromInline
    static func exit(restoring outer: Int) {
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: outer))
    }
}
