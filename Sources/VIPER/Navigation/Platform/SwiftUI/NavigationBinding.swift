/// A value a SwiftUI view reads and writes, as the two closures a `Binding(get:set:)` is
/// made of: ``NavigationBindings`` hands these out, `NavigatorView` wraps each in a
/// `Binding` unchanged, and headless tests call them the way SwiftUI does.
///
/// `set` is what SwiftUI calls when the *user* changes the value (a back swipe shortens a
/// path, a sheet dragged down sets its item to nil, a tapped tab sets the selection); the
/// app never calls it.
public struct NavigationBinding<Value>: Sendable {
    /// Reads the value SwiftUI shows.
    public let get: @MainActor @Sendable () -> Value
    /// Receives the value SwiftUI changed to.
    public let set: @MainActor @Sendable (Value) -> Void

    /// A binding reading with `get` and receiving SwiftUI's writes in `set`.
    public init(get: @escaping @MainActor @Sendable () -> Value, set: @escaping @MainActor @Sendable (Value) -> Void) {
        self.get = get
        self.set = set
    }
}
