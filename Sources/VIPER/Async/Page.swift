/// What a ``Paginator`` asks its loader for: one page of `query`, after `cursor`.
///
/// Keyset paging: `cursor` is the position after the last item already loaded (a
/// row id, a `(date, id)` pair, an opaque API token), `nil` for the first page.
///
/// ```sql
/// SELECT * FROM place WHERE name LIKE ?1 AND id > ?2 ORDER BY id LIMIT ?3
/// ```
public struct PageRequest<Query: Sendable, Cursor: Sendable>: Sendable {
    /// The query the page belongs to.
    public let query: Query
    /// Where the page starts; `nil` for the first page.
    public let cursor: Cursor?
    /// How many items a full page holds.
    public let pageSize: Int
    /// The page's position, 0 for the first page.
    public let pageIndex: Int

    /// A request for page `pageIndex` of `query`, starting after `cursor`.
    public init(query: Query, cursor: Cursor?, pageSize: Int, pageIndex: Int) {
        self.query = query
        self.cursor = cursor
        self.pageSize = pageSize
        self.pageIndex = pageIndex
    }
}

extension PageRequest: Equatable where Query: Equatable, Cursor: Equatable {}

/// One page a ``Paginator``'s loader returns: its items and where the next page starts.
public struct Page<Item: Sendable, Cursor: Sendable>: Sendable {
    /// The page's items, in display order.
    public let items: [Item]
    /// Where the next page starts; `nil` when this is the last page.
    public let nextCursor: Cursor?

    /// A page of `items` followed by the page at `nextCursor` (`nil`: no more pages).
    public init(items: [Item], nextCursor: Cursor?) {
        self.items = items
        self.nextCursor = nextCursor
    }
}

extension Page: Equatable where Item: Equatable, Cursor: Equatable {}
