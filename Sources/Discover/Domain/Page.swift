/// One page of results and the cursor that continues after it.
public struct Page<Item: Sendable, Cursor: Sendable>: Sendable {
    /// The results of this page, in order.
    public let items: [Item]
    /// Pass this as `after:` to read the next page; `nil` when this is the last page.
    public let next: Cursor?

    /// A page of `items`, continued by `next`.
    public init(items: [Item], next: Cursor?) {
        self.items = items
        self.next = next
    }
}

extension Page: Equatable where Item: Equatable, Cursor: Equatable {}
