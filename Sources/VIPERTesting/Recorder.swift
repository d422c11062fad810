import VIPERLock

/// An ordered, thread-safe log of values: rendered states, routing intents, calls
/// with their arguments.
///
/// Spies keep one recorder per thing a test wants to check, usually of an enum
/// that names each call and carries its arguments:
///
/// ```swift
/// final class LoginUseCaseSpy: LoginUseCase {
///     enum Call: Equatable { case login(email: String, password: String) }
///     let calls = Recorder<Call>()
///     func login(email: String, password: String) { calls.record(.login(email: email, password: password)) }
/// }
///
/// expectRecorded(interactor.calls, [.login(email: "a@b.c", password: "secret1")])
/// ```
public final class Recorder<Value>: Sendable {
    // `Value` need not be Sendable: a recorder is shared only between a spy and the
    // test that owns both, and every access goes through the lock.
    private let storage = Locked<[Value]>([])

    /// An empty recorder.
    public init() {}

    /// Appends `value` to the log.
    public func record(_ value: Value) {
        storage.withLock { $0.append(value) }
    }

    /// Every recorded value, oldest first.
    public var values: [Value] {
        storage.withLock { $0 }
    }

    /// How many values have been recorded.
    public var count: Int {
        storage.withLock { $0.count }
    }

    /// Whether nothing has been recorded.
    public var isEmpty: Bool {
        storage.withLock { $0.isEmpty }
    }

    /// The most recent value, if any.
    public var last: Value? {
        storage.withLock { $0.last }
    }

    /// Forgets every recorded value.
    public func reset() {
        storage.withLock { $0.removeAll() }
    }

    /// Returns the recorded values and forgets them, for tests that check a flow in steps.
    public func drain() -> [Value] {
        storage.withLock { values in
            defer { values.removeAll() }
            return values
        }
    }
}
