import Testing

/// Runs a suite, and so each of its tests, at high task priority.
///
/// The probes talk to a real server one after another (their suite is serialized) and wait on
/// it at every step, while the rest of the run keeps the cooperative threads busy with CPU-bound
/// tests. At the default priority each of the probes' resumptions waits in the executor's queue
/// behind those tests, so the probes started late and ran on long after everything else. At high
/// priority their work goes ahead of it (on Linux, to a queue with threads of its own: a chain of
/// awaits behind 200 busy tasks took 0.6 s at high priority and 3.0 s at the default), so they
/// start earlier and run alongside the rest.
struct HighPriority: SuiteTrait, TestScoping {
    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withoutActuallyEscaping(function) { function in
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask(priority: .high) { try await function() }
                try await group.waitForAll()
            }
        }
    }
}

extension Trait where Self == HighPriority {
    /// The suite, and each of its tests, runs at high task priority (see ``HighPriority``).
    static var highPriority: Self { Self() }
}
