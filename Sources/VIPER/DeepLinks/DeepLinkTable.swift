#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A table of deep link patterns and the navigation each one expands to.
///
/// Register patterns once at startup; the table compiles them into a trie of
/// segments, so matching costs time proportional to the URL's segments, not to
/// the number of patterns. The table is a value and `Sendable`: build it, then
/// share it with any thread.
///
/// ```swift
/// var links = DeepLinkTable<NavigationCommand<AppRoute>>()
/// try links.register("discover://favorites") { _ in [.setRoot(.favorites)] }
/// try links.register("discover://poi/<int:id>") { link in
///     [.setRoot(.favorites), .push(.detail(id: try link.int("id")))]
/// }
/// try links.register("discover://search") { link in
///     [.setRoot(.home), .push(.search(query: try link.queryItem("q")))]
/// }
///
/// try navigator.perform(links.resolve("discover://poi/42"))
/// try navigator.perform(links.resolve(url))   // the Foundation URL the app was opened with
/// ```
///
/// Unknown, malformed and oversized URLs throw a ``DeepLinkError``; patterns that
/// are invalid or would tie with a registered one throw a ``DeepLinkPatternError``.
public struct DeepLinkTable<Destination>: Sendable {
    /// Turns a matched URL into the steps to take, in order.
    ///
    /// A handler may throw: a ``DeepLinkError`` (from ``DeepLinkMatch``'s accessors)
    /// reaches the caller as it is, any other error as
    /// ``DeepLinkError/handlerFailed(pattern:reason:)``.
    public typealias Handler = @Sendable (DeepLinkMatch) throws -> [Destination]

    /// The size limits applied to every URL before matching.
    public let limits: DeepLinkLimits
    /// The registered patterns, in registration order.
    public private(set) var patterns: [DeepLinkPattern] = []
    private var handlers: [Handler] = []
    private var trie = DeepLinkTrie()

    /// An empty table that rejects URLs beyond `limits`.
    public init(limits: DeepLinkLimits = .default) {
        self.limits = limits
    }

    /// Compiles `pattern` and routes the URLs it matches to `handler`.
    ///
    /// - Throws: ``DeepLinkPatternError/invalidPattern(pattern:reason:)`` for a bad
    ///   pattern, ``DeepLinkPatternError/ambiguous(pattern:existing:)`` for one that
    ///   would tie with a registered pattern.
    public mutating func register(_ pattern: String, _ handler: @escaping Handler) throws(DeepLinkPatternError) {
        let compiled = try DeepLinkPattern(pattern)
        if let existing = trie.insert(compiled, as: patterns.count) {
            throw .ambiguous(pattern: pattern, existing: patterns[existing].text)
        }
        patterns.append(compiled)
        handlers.append(handler)
    }

    /// The most specific pattern matching `url`, with its captured parameters.
    public func match(_ url: String) throws(DeepLinkError) -> DeepLinkMatch {
        try match(DeepLinkURL(url, limits: limits))
    }

    /// The most specific pattern matching `url`, such as the URL an app was opened with.
    public func match(_ url: URL) throws(DeepLinkError) -> DeepLinkMatch {
        try match(DeepLinkURL(url, limits: limits))
    }

    /// The most specific pattern matching the parsed `url`, with its captured parameters.
    public func match(_ url: DeepLinkURL) throws(DeepLinkError) -> DeepLinkMatch {
        try locate(url).match
    }

    /// The steps the handler of the most specific matching pattern returns for `url`.
    public func resolve(_ url: String) throws(DeepLinkError) -> [Destination] {
        try resolve(DeepLinkURL(url, limits: limits))
    }

    /// The steps for `url`, such as the URL an app was opened with
    /// (`scene(_:openURLContexts:)`, `onOpenURL`).
    public func resolve(_ url: URL) throws(DeepLinkError) -> [Destination] {
        try resolve(DeepLinkURL(url, limits: limits))
    }

    /// The steps for the parsed `url`.
    public func resolve(_ url: DeepLinkURL) throws(DeepLinkError) -> [Destination] {
        let (index, match) = try locate(url)
        do {
            return try handlers[index](match)
        } catch let error as DeepLinkError {
            throw error
        } catch {
            throw .handlerFailed(pattern: match.pattern.text, reason: String(describing: error))
        }
    }

    private func locate(_ url: DeepLinkURL) throws(DeepLinkError) -> (index: Int, match: DeepLinkMatch) {
        guard let index = trie.find(url) else { throw .noMatch(url: url.text) }
        let pattern = patterns[index]
        guard let parameters = pattern.capture(from: url) else { throw .noMatch(url: url.text) }
        return (index, DeepLinkMatch(pattern: pattern, url: url, parameters: parameters))
    }
}
