/// What ``Container/verify(isolation:)`` found: every registration that resolved,
/// every one that failed with its error, and every one it could not try.
///
/// ```swift
/// @Test @MainActor func appGraphResolves() {
///     let report = AppContainer.make().verify()
///     #expect(report.isSuccess, "\(report)")
/// }
/// ```
public struct VerificationReport: Sendable, CustomStringConvertible {
    /// A registration that failed to resolve, and why.
    public struct Failure: Sendable {
        /// The registration that was resolved.
        public let registration: RegistrationKey
        /// The error its resolve threw; its ``ResolutionError/key`` may be a
        /// dependency further down the chain.
        public let error: ResolutionError
    }

    /// The registrations that resolved.
    public internal(set) var verified: [RegistrationKey] = []
    /// The registrations that failed, in key order.
    public internal(set) var failures: [Failure] = []
    /// The registrations that take arguments but were registered without sample
    /// arguments, so they were not resolved.
    public internal(set) var skipped: [RegistrationKey] = []

    /// Whether no registration failed. Skipped registrations do not count as
    /// failures; check ``skipped`` to require that every registration was tried.
    public var isSuccess: Bool { failures.isEmpty }

    /// A multi-line summary listing each failure with its full error and each
    /// skipped registration.
    public var description: String {
        let total = verified.count + failures.count + skipped.count
        var lines = [
            "Verified \(total) registrations: \(verified.count) resolved, \(failures.count) failed, \(skipped.count) skipped."
        ]
        if !failures.isEmpty {
            lines.append("Failures:")
            for (index, failure) in failures.enumerated() {
                lines.append("  \(index + 1). \(failure.registration)")
                lines.append("     " + failure.error.description.replacingNewlines(with: "\n     "))
            }
        }
        if !skipped.isEmpty {
            lines.append("Skipped (needs arguments; register with sampleArgument: or sampleArguments: to verify it):")
            lines.append(contentsOf: skipped.map { "  - \($0)" })
        }
        return lines.joined(separator: "\n")
    }
}

/// What verifying one registration found.
@usableFromInline
enum VerificationOutcome {
    case verified
    case failed(ResolutionError)
    case skipped
}
