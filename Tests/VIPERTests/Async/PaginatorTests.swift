import Testing
import VIPER

@Suite("Paginator", .timeLimit(.minutes(1)))
@MainActor
struct PaginatorTests {
    typealias Request = PageRequest<String, Int>

    private func makePaginator(
        _ loader: ControlledPageLoader, query: String = "lis", pageSize: Int = 2, scope: ModuleScope? = nil
    ) -> Paginator<String, Int, String> {
        Paginator(query: query, pageSize: pageSize, scope: scope, load: loader.load)
    }

    @Test("pages load on demand, each after the cursor the previous page returned")
    func loadsPagesWithCursor() async {
        let loader = ControlledPageLoader()
        let places = makePaginator(loader)
        async let first: Void = places.loadNextPage()
        await loader.waitForRequests(1)
        #expect(places.status == .loading(pageIndex: 0))
        #expect(places.status.isLoading)
        loader.answer(query: "lis", with: page(["a", "b"], next: 2))
        await first
        #expect(places.items == ["a", "b"])
        #expect(places.status == .ready)
        #expect(!places.status.isLoading)

        async let second: Void = places.loadNextPage()
        await loader.waitForRequests(2)
        loader.answer(query: "lis", with: page(["c", "d"], next: 4))
        await second
        #expect(
            loader.requests == [
                Request(query: "lis", cursor: nil, pageSize: 2, pageIndex: 0),
                Request(query: "lis", cursor: 2, pageSize: 2, pageIndex: 1),
            ])
        #expect(places.items == ["a", "b", "c", "d"])
        #expect(places.pagesLoaded == 2)
    }

    @Test("concurrent loadNextPage calls coalesce into one load of the page")
    func concurrentCallsCoalesce() async {
        let loader = ControlledPageLoader()
        let places = makePaginator(loader)
        // Main-actor tasks run in the order they were created, all before the loader's
        // request wakes this test, so the second and third call find the first in flight.
        let callers = (0..<3).map { _ in Task { await places.loadNextPage() } }
        await loader.waitForRequests(1)
        #expect(places.status == .loading(pageIndex: 0))
        loader.answer(query: "lis", with: page(["a", "b"], next: 2))
        for caller in callers { await caller.value }
        #expect(loader.requests.count == 1)
        #expect(places.items == ["a", "b"])
    }

    @Test("a page without a next cursor is the last: further calls load nothing")
    func endByNilCursor() async {
        let loader = ControlledPageLoader()
        let places = makePaginator(loader)
        async let load: Void = places.loadNextPage()
        await loader.waitForRequests(1)
        loader.answer(query: "lis", with: page(["a", "b"], next: nil))
        await load
        #expect(places.status == .endReached)
        #expect(!places.canLoadMore)
        await places.loadNextPage()
        #expect(loader.requests.count == 1)
    }

    @Test("a page shorter than the page size is the last, even with a cursor")
    func endByShortPage() async {
        let loader = ControlledPageLoader()
        let places = makePaginator(loader, pageSize: 3)
        async let load: Void = places.loadNextPage()
        await loader.waitForRequests(1)
        loader.answer(query: "lis", with: page(["a"], next: 1))
        await load
        #expect(places.status == .endReached)
    }

    @Test("a reset mid-flight drops the old query's page when it arrives late")
    func staleResultDropped() async {
        let loader = ControlledPageLoader()
        let places = makePaginator(loader, query: "lis")
        async let old: Void = places.loadNextPage()
        await loader.waitForRequests(1)

        places.reset(query: "porto")
        #expect(places.items.isEmpty)
        #expect(places.query == "porto")
        async let new: Void = places.loadNextPage()
        await loader.waitForRequests(2)

        loader.answer(query: "lis", with: page(["lisbon-1", "lisbon-2"], next: 2))
        await old
        #expect(places.items.isEmpty)
        #expect(places.status == .loading(pageIndex: 0))

        loader.answer(query: "porto", with: page(["porto-1"], next: nil))
        await new
        #expect(places.items == ["porto-1"])
        #expect(places.status == .endReached)
        #expect(loader.requests.map(\.query) == ["lis", "porto"])
    }

    @Test("a reset mid-flight also drops the old query's failure")
    func staleFailureDropped() async {
        let loader = ControlledPageLoader()
        let places = makePaginator(loader)
        async let old: Void = places.loadNextPage()
        await loader.waitForRequests(1)
        places.reset(query: "porto")
        loader.answer(query: "lis", with: .failure(OfflineError()))
        await old
        #expect(places.status == .ready)
    }

    @Test("a failed load is a typed state that keeps the items; retry() loads the same page again")
    func failureAndRetry() async {
        let loader = ControlledPageLoader()
        let places = makePaginator(loader)
        async let first: Void = places.loadNextPage()
        await loader.waitForRequests(1)
        loader.answer(query: "lis", with: page(["a", "b"], next: 2))
        await first

        async let failing: Void = places.loadNextPage()
        await loader.waitForRequests(2)
        loader.answer(query: "lis", with: .failure(OfflineError()))
        await failing
        let failure = places.status.failure
        #expect(failure?.pageIndex == 1)
        #expect(failure?.underlying is OfflineError)
        #expect(failure?.description.contains("The network is offline.") == true)
        #expect(failure?.description.contains("retry()") == true)
        #expect(places.items == ["a", "b"])

        await places.loadNextPage()
        #expect(loader.requests.count == 2, "loadNextPage must not retry by itself")

        async let retried: Void = places.retry()
        await loader.waitForRequests(3)
        loader.answer(query: "lis", with: page(["c"], next: nil))
        await retried
        #expect(loader.requests[2] == loader.requests[1])
        #expect(places.items == ["a", "b", "c"])
        #expect(places.status == .endReached)
    }

    @Test("detaching the module scope cancels the running load without reporting a failure")
    func detachCancels() async {
        let loader = ControlledPageLoader()
        let scope = ModuleScope()
        let places = makePaginator(loader, scope: scope)
        async let load: Void = places.loadNextPage()
        await loader.waitForRequests(1)
        scope.detach()
        loader.answer(query: "lis", with: .failure(CancellationError()))
        await load
        #expect(places.status == .ready)
        #expect(places.items.isEmpty)
    }

    @Test("a page size below 1 is treated as 1")
    func pageSizeClamped() {
        let places = makePaginator(ControlledPageLoader(), pageSize: 0)
        #expect(places.pageSize == 1)
    }

    @Test("reset() keeps the query and starts again from the first page")
    func resetKeepsQuery() async {
        let loader = ControlledPageLoader()
        let places = makePaginator(loader)
        async let first: Void = places.loadNextPage()
        await loader.waitForRequests(1)
        loader.answer(query: "lis", with: page(["a", "b"], next: 2))
        await first
        places.reset()
        async let again: Void = places.loadNextPage()
        await loader.waitForRequests(2)
        loader.answer(query: "lis", with: page(["a2"], next: nil))
        await again
        #expect(loader.requests[1] == Request(query: "lis", cursor: nil, pageSize: 2, pageIndex: 0))
        #expect(places.items == ["a2"])
    }
}
