/// A typed channel from a module back to whoever built it.
///
/// A child module reports its result (a picked location, a saved form) through a
/// `ModuleOutput<Value>` it receives when it is built. The parent decides what
/// happens with the value; the child never sees the parent's type and nothing is
/// passed as `Any`.
///
/// ```swift
/// // Parent (Home presenter) builds the picker and hears its choice:
/// let picker = LocationPickerBuilder.build(
///     input: LocationPickerInput(current: location),
///     output: .weak(self) { presenter, choice in presenter.didPick(choice) }
/// )
/// ```
///
/// Use ``weak(_:_:)`` when the receiver owns (directly or not) the child module:
/// it holds the receiver weakly, so the channel can never form a retain cycle.
@MainActor
public struct ModuleOutput<Value> {
    private let deliver: @MainActor (Value) -> Void

    /// A channel that calls `deliver` for every value sent.
    ///
    /// `deliver` is held strongly; prefer ``weak(_:_:)`` for a receiver that owns the child.
    public init(_ deliver: @escaping @MainActor (Value) -> Void) {
        self.deliver = deliver
    }

    /// A channel that delivers to `receiver` while it is alive and drops values after.
    public static func weak<Receiver: AnyObject>(
        _ receiver: Receiver,
        _ deliver: @escaping @MainActor (Receiver, Value) -> Void
    ) -> ModuleOutput {
        ModuleOutput { [weak receiver] value in
            guard let receiver else { return }
            deliver(receiver, value)
        }
    }

    /// A channel that drops every value: for a module whose result nobody needs.
    public static var ignored: ModuleOutput {
        ModuleOutput { _ in }
    }

    /// Reports `value` to the module's builder.
    public func send(_ value: Value) {
        deliver(value)
    }
}

extension ModuleOutput where Value == Void {
    /// Reports that the module finished, for outputs that carry no value.
    public func send() {
        deliver(())
    }
}
