#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A URL matched by a pattern: what a ``DeepLinkTable`` handler receives.
///
/// The typed accessors throw a ``DeepLinkError`` instead of returning an optional,
/// so a handler reads its parameters in one line:
///
/// ```swift
/// table.register("discover://poi/<int:id>") { link in
///     [.setTabs([.home, .favorites], selected: 1), .push(.detail(id: try link.int("id")))]
/// }
/// ```
public struct DeepLinkMatch: Sendable, Hashable {
    /// The pattern that matched.
    public let pattern: DeepLinkPattern
    /// The parsed URL.
    public let url: DeepLinkURL
    /// The values the pattern's placeholders captured.
    public let parameters: DeepLinkParameters

    /// A match of `url` by `pattern` with the captured `parameters`.
    public init(pattern: DeepLinkPattern, url: DeepLinkURL, parameters: DeepLinkParameters) {
        self.pattern = pattern
        self.url = url
        self.parameters = parameters
    }

    /// The URL's query parameters.
    public var query: DeepLinkQuery { url.query }

    /// The value of the `<int:name>` placeholder.
    public func int(_ name: String) throws(DeepLinkError) -> Int {
        guard case .int(let value) = parameters[name] else { throw missing(name, "int") }
        return value
    }

    /// The value of the `<uuid:name>` placeholder.
    public func uuid(_ name: String) throws(DeepLinkError) -> UUID {
        guard case .uuid(let value) = parameters[name] else { throw missing(name, "uuid") }
        return value
    }

    /// The value of the `<string:name>` (or `<name>`) placeholder.
    public func string(_ name: String) throws(DeepLinkError) -> String {
        guard case .string(let value) = parameters[name] else { throw missing(name, "string") }
        return value
    }

    /// The segments captured by the `<path:name>` placeholder.
    public func path(_ name: String) throws(DeepLinkError) -> [String] {
        guard case .path(let value) = parameters[name] else { throw missing(name, "path") }
        return value
    }

    /// The value of the first query parameter called `name`.
    ///
    /// - Throws: ``DeepLinkError/missingQueryItem(name:url:)`` if the URL has none.
    public func queryItem(_ name: String) throws(DeepLinkError) -> String {
        guard let value = url.query[name] else { throw .missingQueryItem(name: name, url: url.text) }
        return value
    }

    /// The value of the first query parameter called `name`, as a decimal integer.
    ///
    /// - Throws: ``DeepLinkError/missingQueryItem(name:url:)`` if the URL has none,
    ///   ``DeepLinkError/invalidQueryItem(name:value:expected:)`` if it is not an integer.
    public func queryInt(_ name: String) throws(DeepLinkError) -> Int {
        let text = try queryItem(name)
        guard DeepLinkParameterType.int.accepts(text), let value = Int(text) else {
            throw .invalidQueryItem(name: name, value: text, expected: "a decimal integer such as 2")
        }
        return value
    }

    private func missing(_ name: String, _ type: String) -> DeepLinkError {
        .missingParameter(name: name, expected: type, pattern: pattern.text)
    }
}
