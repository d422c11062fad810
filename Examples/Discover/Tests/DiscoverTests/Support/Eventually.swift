/// Lets other tasks run until `condition` holds, up to 1,000 turns; returns whether it
/// held. For effects that arrive asynchronously, such as event-bus deliveries.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<1_000 {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}
