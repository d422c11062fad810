/// Holds deep links while the app cannot take them (nobody is logged in yet) and
/// replays them, oldest first, when it can.
///
/// The gate is closed or open. While open, every received link goes straight to
/// `deliver`. While closed, links are held according to the ``HoldPolicy``:
/// ``HoldPolicy/latest`` keeps only the most recent link (the default: after
/// logging in, the user expects to land where they last tapped), and
/// ``HoldPolicy/queue(limit:)`` keeps up to `limit` links, dropping the oldest.
///
/// ```swift
/// let gate = DeepLinkGate<String> { url in
///     try? navigator.perform(links.resolve(url))
/// }
/// gate.receive("discover://poi/42")   // held: not logged in
/// // … LoginRouter.routeToHome():
/// gate.open()                         // replays discover://poi/42
/// ```
///
/// The gate lives on the main actor, like the navigation it feeds: links that
/// arrive on another thread are handed over with `await MainActor.run { gate.receive(url) }`.
@MainActor
public final class DeepLinkGate<Link> {
    /// Which links a closed gate keeps.
    public enum HoldPolicy: Sendable, Hashable {
        /// Keep only the most recent link.
        case latest
        /// Keep up to `limit` links (at least one), dropping the oldest when full.
        case queue(limit: Int)

        var capacity: Int {
            switch self {
            case .latest: 1
            case .queue(let limit): max(1, limit)
            }
        }
    }

    /// What ``receive(_:)`` did with a link.
    public enum Disposition {
        /// The gate was open: the link was delivered.
        case delivered
        /// The gate was closed: the link was held; `dropped` is the older link
        /// it pushed out, if the hold was full.
        case held(dropped: Link?)
    }

    /// How links are held while the gate is closed.
    public let policy: HoldPolicy
    /// Whether links are delivered as they arrive.
    public private(set) var isOpen: Bool
    /// The links waiting for ``open()``, oldest first.
    public private(set) var held: [Link] = []

    private let deliver: @MainActor (Link) -> Void

    /// A gate, closed unless `isOpen`, that hands links to `deliver`.
    public init(
        isOpen: Bool = false,
        policy: HoldPolicy = .latest,
        deliver: @escaping @MainActor (Link) -> Void
    ) {
        self.isOpen = isOpen
        self.policy = policy
        self.deliver = deliver
    }

    /// Delivers `link` if the gate is open, holds it otherwise.
    @discardableResult
    public func receive(_ link: Link) -> Disposition {
        guard !isOpen else {
            deliver(link)
            return .delivered
        }
        held.append(link)
        let dropped = held.count > policy.capacity ? held.removeFirst() : nil
        return .held(dropped: dropped)
    }

    /// Opens the gate and delivers the held links, oldest first.
    ///
    /// If a delivered link closes the gate again, the links not yet delivered
    /// are held again.
    public func open() {
        isOpen = true
        let pending = held
        held.removeAll()
        for link in pending {
            receive(link)
        }
    }

    /// Closes the gate: links are held from now on.
    public func close() {
        isOpen = false
    }

    /// Forgets the held links without delivering them, e.g. when the user logs out.
    public func discardHeld() {
        held.removeAll()
    }
}

extension DeepLinkGate.Disposition: Equatable where Link: Equatable {}
