import VIPERLock

/// The static recorders and stubs of generic spies.
///
/// Swift has no static stored properties in generic types, so a spy that is generic over an
/// associated type keeps its static members here instead, one set per specialisation:
/// `BoxSpy<Int>.makeCalls` and `BoxSpy<String>.makeCalls` are two recorders. Each value is
/// created on first use and kept for the life of the process, as a static property would be.
public enum GenericSpyStatics {
    private struct Key: Hashable {
        let owner: ObjectIdentifier
        let name: String
    }

    // Values need not be Sendable: they are reached only through the lock, as a spy's own
    // stubs are.
    private static let values = Locked<[Key: Any]>([:])

    /// The value `owner` keeps under `name`, made from `initial` on first use.
    public static func value<Value>(_ owner: Any.Type, _ name: String, initial: @autoclosure () -> Value) -> Value {
        values.withLock { values in
            let key = Key(owner: ObjectIdentifier(owner), name: name)
            if let stored = values[key], let value = stored as? Value { return value }
            let value = initial()
            values[key] = value
            return value
        }
    }

    /// Replaces the value `owner` keeps under `name`.
    public static func set<Value>(_ value: Value, _ owner: Any.Type, _ name: String) {
        values.withLock { $0[Key(owner: ObjectIdentifier(owner), name: name)] = value }
    }
}
