// Stand-ins for SwiftUI's data flow: bindings, and the property wrappers that own or observe
// an `ObservableObject`.

/// A value a view reads and writes, owned elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
    public static func constant(_ value: Value) -> Binding<Value> { fatalError("stand-in") }
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public init(projectedValue: Binding<Value>) {}
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError("stand-in") }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

/// Something a view reads its data through.
public protocol DynamicProperty {}

/// A value a view owns.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError("stand-in") }
}

/// An observable object a view creates and owns for its lifetime.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    @inlinable nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError("stand-in") }
}

/// An observable object a view observes but does not own.
@propertyWrapper @frozen
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    nonisolated public init(wrappedValue: ObjectType) {}
    nonisolated public init(initialValue: ObjectType) {}
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
}
