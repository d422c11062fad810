/// Carries a value the compiler cannot prove safe to send across a boundary that
/// the container knows is not really crossed (the same thread before and after).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
