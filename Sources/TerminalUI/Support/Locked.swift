import Foundation

/// A value read and written only under its own `NSLock`.
///
/// TerminalUI does not use `Synchronization.Mutex`: on Linux its locking is invisible to
/// ThreadSanitizer, which then reports every access it guards as a race, and the
/// concurrency tests run under ThreadSanitizer.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Guards `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
