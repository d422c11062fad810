/// The decoded query parameters of a deep link, in the order they appear.
///
/// `+` decodes to a space and `%XX` to its byte; a name without `=` has the empty
/// string as its value. Handlers read it through ``DeepLinkMatch``:
///
/// ```swift
/// table.register("discover://search") { link in
///     [.push(.search(query: try link.queryItem("q")))]
/// }
/// ```
public struct DeepLinkQuery: Sendable, Hashable {
    /// One `name=value` pair.
    public struct Item: Sendable, Hashable {
        /// The decoded name.
        public let name: String
        /// The decoded value.
        public let value: String

        /// A pair of `name` and `value`.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Every pair, in URL order, repeated names included.
    public let items: [Item]

    /// A query holding `items`.
    public init(_ items: [Item] = []) {
        self.items = items
    }

    /// The value of the first pair named `name`, if any.
    public subscript(name: String) -> String? {
        items.first { $0.name == name }?.value
    }

    /// The values of every pair named `name`, in URL order.
    public func values(named name: String) -> [String] {
        items.filter { $0.name == name }.map(\.value)
    }

    /// Whether there are no pairs.
    public var isEmpty: Bool { items.isEmpty }
}
