/// Where a ``Paginator`` stands: ready for more, loading, at the end, or failed.
public enum PaginationStatus: Sendable, Equatable {
    /// Nothing is loading and more pages may exist; ``Paginator/loadNextPage()`` loads one.
    case ready
    /// Page `pageIndex` (0 for the first) is loading.
    case loading(pageIndex: Int)
    /// The last page has been loaded; nothing more to load for this query.
    case endReached
    /// The last load failed; ``Paginator/retry()`` loads the page again.
    case failed(PageLoadFailure)

    /// Whether a page is loading.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// The failure, if the last load failed.
    public var failure: PageLoadFailure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }
}
