/// What an event handler wants after handling one event.
public enum LoopDecision: Hashable, Sendable {
    /// Keep delivering events.
    case `continue`
    /// Stop the loop; `run` returns the event that was just handled.
    case stop
}
