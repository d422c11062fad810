#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The values a pattern's placeholders captured from a URL, by placeholder name.
public struct DeepLinkParameters: Sendable, Hashable {
    /// One captured value, typed by its placeholder.
    public enum Value: Sendable, Hashable {
        /// From `<int:name>`.
        case int(Int)
        /// From `<uuid:name>`.
        case uuid(UUID)
        /// From `<string:name>` or `<name>`.
        case string(String)
        /// From `<path:name>`: the remaining segments, decoded.
        case path([String])
    }

    /// Every captured value by placeholder name.
    public let values: [String: Value]

    /// Parameters holding `values`.
    public init(_ values: [String: Value] = [:]) {
        self.values = values
    }

    /// The value captured by the placeholder `name`, if any.
    public subscript(name: String) -> Value? {
        values[name]
    }
}
