#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The values a pattern's placeholders captured from a URL, in pattern order.
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

    /// A placeholder's name and the value it captured.
    public struct Capture: Sendable, Hashable {
        /// The placeholder's name.
        public let name: String
        /// The captured value.
        public let value: Value

        /// `value` captured by the placeholder `name`.
        public init(name: String, value: Value) {
            self.name = name
            self.value = value
        }
    }

    /// Every captured value, in the order of the pattern's placeholders.
    public let captures: [Capture]

    /// Parameters holding `captures`.
    public init(_ captures: [Capture] = []) {
        self.captures = captures
    }

    /// The value captured by the placeholder `name`, if any.
    public subscript(name: String) -> Value? {
        captures.first { $0.name == name }?.value
    }

    /// How many values were captured.
    public var count: Int { captures.count }
}
