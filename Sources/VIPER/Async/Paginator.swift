/// Loads a list page by page on demand, with keyset (cursor) paging: the paging half of
/// a search screen.
///
/// ```swift
/// let places = Paginator<String, PlaceCursor, Place>(query: "", pageSize: 20, scope: scope) {
///     request in try await repository.places(matching: request.query, after: request.cursor,
///                                            limit: request.pageSize)
/// }
/// await places.loadNextPage()            // first page
/// view.render(.from(places.items))
/// places.reset(query: "Lisbon")          // a new search drops what the old one loads
/// ```
///
/// Guarantees:
/// - **One load at a time.** Calls to ``loadNextPage()`` while a page loads wait for that
///   load instead of starting another, so a page is never requested twice at once.
/// - **The end is known.** A page whose `nextCursor` is `nil`, or that holds fewer than
///   `pageSize` items, is the last one; further calls do nothing.
/// - **Stale results are dropped.** ``reset(query:)`` cancels the running load; if the
///   loader still returns, its page (or error) belongs to the old query and is ignored.
/// - **Failures are states.** A failed load sets ``status`` to
///   ``PaginationStatus/failed(_:)`` and keeps the items loaded so far; ``retry()``
///   loads the same page again, ``loadNextPage()`` does nothing until then (so scrolling
///   to the bottom does not hammer a failing backend).
///
/// Main-actor isolated, like the presenters and interactors that own it; the loader runs
/// off the main actor unless it is itself `@MainActor`.
@MainActor
public final class Paginator<Query: Sendable, Cursor: Sendable, Item: Sendable> {
    /// Loads one page; throws to report a failure.
    public typealias Loader = @Sendable (PageRequest<Query, Cursor>) async throws -> Page<Item, Cursor>

    /// The query whose pages are being loaded.
    public private(set) var query: Query
    /// How many items a full page holds; at least 1.
    public let pageSize: Int
    /// Every item loaded for the current query, in page order.
    public private(set) var items: [Item] = []
    /// How many pages of the current query have loaded.
    public private(set) var pagesLoaded = 0
    /// Whether the paginator is ready, loading, at the end or failed.
    public private(set) var status: PaginationStatus = .ready

    private let load: Loader
    private weak var scope: ModuleScope?
    private let isBoundToScope: Bool
    private var nextCursor: Cursor?
    private var inFlight: Task<Void, Never>?
    /// Bumped by every reset; a load applies its result only if it is unchanged.
    private var generation = 0

    /// A paginator for `query` that loads pages of `pageSize` items with `load`.
    ///
    /// - Parameters:
    ///   - query: the first query.
    ///   - pageSize: items per full page; a value below 1 is treated as 1.
    ///   - scope: the module scope; loads run through it, so they stop when it detaches.
    ///   - load: fetches one page.
    public init(
        query: Query,
        pageSize: Int,
        scope: ModuleScope? = nil,
        load: @escaping Loader
    ) {
        self.query = query
        self.pageSize = max(pageSize, 1)
        self.scope = scope
        self.isBoundToScope = scope != nil
        self.load = load
    }

    /// Whether ``loadNextPage()`` would start a load now.
    public var canLoadMore: Bool { status == .ready }

    /// Loads the next page of the current query, or waits for the load already running.
    ///
    /// Returns once that load has finished (or was dropped by a reset). Does nothing when
    /// the end is reached or the last load failed (see ``retry()``).
    public func loadNextPage() async {
        if let inFlight {
            await inFlight.value
            return
        }
        guard canLoadMore, let task = startLoad() else { return }
        await task.value
    }

    /// Loads again the page whose load failed. Does nothing unless ``status`` is
    /// ``PaginationStatus/failed(_:)``.
    public func retry() async {
        guard case .failed = status else { return }
        status = .ready
        await loadNextPage()
    }

    /// Starts over with the current query: drops the loaded items and any running load.
    public func reset() {
        generation += 1
        inFlight?.cancel()
        inFlight = nil
        items = []
        pagesLoaded = 0
        nextCursor = nil
        status = .ready
    }

    /// Starts over with `query`: drops the loaded items and any running load, whose
    /// result will be ignored when it arrives.
    public func reset(query: Query) {
        self.query = query
        reset()
    }

    /// Starts loading the next page; `nil` when the module's scope is gone.
    private func startLoad() -> Task<Void, Never>? {
        let request = PageRequest(query: query, cursor: nextCursor, pageSize: pageSize, pageIndex: pagesLoaded)
        let generation = generation
        let load = load
        let body: @MainActor () async -> Void = { [weak self] in
            let result: Result<Page<Item, Cursor>, any Error>
            if Task.isCancelled {
                result = .failure(CancellationError())
            } else {
                do { result = .success(try await load(request)) } catch { result = .failure(error) }
            }
            self?.apply(result, of: request, generation: generation)
        }
        let task: Task<Void, Never>
        if isBoundToScope {
            guard let scope else { return nil }  // The module has left.
            task = scope.run(body)
        } else {
            task = Task { @MainActor in await body() }
        }
        status = .loading(pageIndex: request.pageIndex)
        inFlight = task
        return task
    }

    private func apply(
        _ result: Result<Page<Item, Cursor>, any Error>,
        of request: PageRequest<Query, Cursor>,
        generation: Int
    ) {
        guard generation == self.generation else { return }  // Belongs to an older query.
        inFlight = nil
        switch result {
        case .success(let page):
            items += page.items
            pagesLoaded += 1
            nextCursor = page.nextCursor
            status = page.nextCursor == nil || page.items.count < pageSize ? .endReached : .ready
        case .failure where Task.isCancelled:
            status = .ready  // Cancelled by a detaching scope: not the loader's failure.
        case .failure(let error):
            status = .failed(PageLoadFailure(pageIndex: request.pageIndex, underlying: error))
        }
    }

    deinit {
        inFlight?.cancel()
    }
}
