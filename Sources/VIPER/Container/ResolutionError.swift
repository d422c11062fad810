/// Why ``Container/resolve(_:name:isolation:)`` could not make an instance: what
/// was asked for, the chain of registrations that needed it, and what to do.
///
/// ```swift
/// do {
///     let presenter = try container.resolve(LoginPresenter.self)
/// } catch {
///     print(error)   // names the missing key, the chain and similar registrations
/// }
/// ```
public struct ResolutionError: Error, CustomStringConvertible {
    /// What went wrong with ``key``.
    public enum Reason: Sendable {
        /// Nothing is registered for the key in the container or its ancestors;
        /// `similar` lists registrations that do exist for the same type with other
        /// names or arguments, or for types with close names.
        case notRegistered(similar: [RegistrationKey])
        /// Resolving the key needs the key itself: `cycle` runs from its first
        /// appearance to its repetition, such as `A -> B -> A`.
        case cycle([RegistrationKey])
        /// The chain of nested resolves grew longer than the container's
        /// ``Container/maximumDepth`` without repeating a key.
        case maximumDepthExceeded(limit: Int)
        /// The registration's factory threw `error`.
        case factoryFailed(any Error)
        /// The registration was made with ``Container/registerOnMainActor(_:name:scope:factory:)``
        /// but resolved from code that is not isolated to the main actor.
        case requiresMainActor
        /// The registration uses ``Scope/weak`` but its factory returned a value of
        /// `found`, which is not a class, so nothing can hold it weakly.
        case weakScopeRequiresClass(found: Any.Type)
    }

    /// The key whose resolution failed (for a cycle, the key that repeated).
    public private(set) var key: RegistrationKey
    /// The keys from the top-level resolve down to ``key``, such as
    /// `LoginPresenter -> LoginInteractor -> AuthServicing`.
    public var chain: [RegistrationKey] { isComplete ? path : path.reversed() }
    /// What went wrong.
    public private(set) var reason: Reason

    /// The chain, innermost key first while the error travels up through nested
    /// resolves, outermost first once ``completed()`` ran at the top level.
    private var path: [RegistrationKey] = []
    /// Whether the top-level resolve has finished building this error.
    @usableFromInline private(set) var isComplete = false

    @usableFromInline
    init(key: RegistrationKey, reason: Reason) {
        self.key = key
        self.reason = reason
    }

    /// This error after the resolve of `outer` failed because of it.
    @usableFromInline
    func passing(through outer: RegistrationKey) -> ResolutionError {
        var error = self
        error.path.append(outer)
        return error
    }

    /// This error as the top-level resolve reports it: the chain outermost first,
    /// and a depth overflow that repeats a key turned into the cycle it is.
    @usableFromInline
    func completed() -> ResolutionError {
        guard !isComplete else { return self }
        var error = self
        error.path.reverse()
        error.isComplete = true
        if case .maximumDepthExceeded = reason, let (start, end) = Self.firstRepetition(in: error.path) {
            error.path = Array(error.path[...end])
            error.key = error.path[end]
            error.reason = .cycle(Array(error.path[start...end]))
        }
        return error
    }

    /// The positions of the first key that appears a second time, and of that
    /// second appearance.
    private static func firstRepetition(in path: [RegistrationKey]) -> (Int, Int)? {
        var firstSeen: [RegistrationKey: Int] = [:]
        for (index, key) in path.enumerated() {
            if let start = firstSeen[key] {
                return (start, index)
            }
            firstSeen[key] = index
        }
        return nil
    }

    /// A multi-line message: what failed, why, the chain that needed it and the fix.
    public var description: String {
        var lines = ["Cannot resolve \(key): \(summary)"]
        if chain.count > 1 {
            lines.append("  Resolution chain: \(Self.describe(chain))")
        }
        lines.append(contentsOf: details)
        return lines.joined(separator: "\n")
    }

    private var summary: String {
        switch reason {
        case .notRegistered: "nothing is registered for it."
        case .cycle: "it depends on itself."
        case .maximumDepthExceeded(let limit): "the resolution chain is deeper than the maximum depth of \(limit)."
        case .factoryFailed: "its factory threw an error."
        case .requiresMainActor: "it was registered with registerOnMainActor but resolved off the main actor."
        case .weakScopeRequiresClass(let found):
            "scope .weak holds instances weakly, but the factory returned a \(String(describing: found)), which is not a class."
        }
    }

    private var details: [String] {
        switch reason {
        case .notRegistered(let similar):
            var lines: [String] = []
            if similar.isEmpty {
                lines.append("  No similar registrations exist.")
            } else {
                lines.append("  Similar registrations:")
                lines.append(contentsOf: similar.map { "    - \($0)" })
            }
            lines.append("  Fix: register \(key) in this container or one of its parents, or ask for one of the registrations above.")
            return lines
        case .cycle(let cycle):
            return [
                "  Cycle: \(Self.describe(cycle))",
                "  Fix: break the cycle: let one side receive the other later through a weak property, or inject a factory closure instead of an instance.",
            ]
        case .maximumDepthExceeded:
            return [
                "  Fix: flatten the dependency chain, or create the container with a larger maximumDepth if the graph is really this deep."
            ]
        case .factoryFailed(let error):
            return [
                "  Error thrown: \(String(describing: error).replacingNewlines(with: "\n    "))",
                "  Fix: make the factory succeed for this registration; the error above is its own.",
            ]
        case .requiresMainActor:
            return ["  Fix: resolve it from code isolated to the main actor, such as a @MainActor function or test."]
        case .weakScopeRequiresClass:
            return ["  Fix: register it with scope .transient or .singleton, or make the provided type a class."]
        }
    }

    /// The keys joined by arrows; a long chain keeps its first and last four keys.
    private static func describe(_ keys: [RegistrationKey]) -> String {
        let shown = 4
        guard keys.count > 2 * shown + 1 else {
            return keys.map(\.description).joined(separator: " -> ")
        }
        let head = keys.prefix(shown).map(\.description)
        let tail = keys.suffix(shown).map(\.description)
        return (head + ["... (\(keys.count - 2 * shown) more) ..."] + tail).joined(separator: " -> ")
    }
}

extension String {
    /// This string with every line break replaced by `separator`.
    func replacingNewlines(with separator: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: separator)
    }
}
