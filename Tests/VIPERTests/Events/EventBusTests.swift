import Dispatch
import Testing
import VIPER

private struct FavoriteChanged: Sendable, Equatable {
    let placeID: Int
}

private struct UserLoggedOut: Sendable, Equatable {}

/// An event stamped with who published it and their own running number.
private struct Stamped: Sendable, Equatable {
    let thread: Int
    let sequence: Int
}

private actor StampLog {
    var stamps: [Stamped] = []
    func append(_ stamp: Stamped) { stamps.append(stamp) }
}

@Suite("EventBus", .timeLimit(.minutes(1)))
@MainActor
struct EventBusTests {
    @Test("a subscriber receives the events of its type on the main actor, and no others")
    func deliversOnlyItsType() async {
        let bus = EventBus()
        let inbox = Inbox<FavoriteChanged>()
        let token = bus.subscribe(to: FavoriteChanged.self) { event in
            MainActor.assertIsolated()
            inbox.append(event)
        }
        bus.publish(UserLoggedOut())
        bus.publish(FavoriteChanged(placeID: 1))
        bus.publish(UserLoggedOut())
        bus.publish(FavoriteChanged(placeID: 2))
        await inbox.wait(for: 2)
        #expect(inbox.values == [FavoriteChanged(placeID: 1), FavoriteChanged(placeID: 2)])
        token.cancel()
    }

    @Test("every subscriber sees events from one thread in publish order")
    func orderFromOneThread() async {
        let bus = EventBus()
        let inboxes = (0..<3).map { _ in Inbox<FavoriteChanged>() }
        let tokens = inboxes.map { inbox in bus.subscribe(to: FavoriteChanged.self) { inbox.append($0) } }
        let published = (0..<2_000).map(FavoriteChanged.init(placeID:))
        published.forEach(bus.publish)
        for inbox in inboxes {
            await inbox.wait(for: published.count)
            #expect(inbox.values == published)
        }
        tokens.forEach { $0.cancel() }
    }

    @Test("with 8 threads publishing, every subscriber sees one and the same order, each thread's events in sequence")
    func orderFromManyThreads() async {
        let bus = EventBus()
        let threads = 8, perThread = 500, total = threads * perThread
        let onMain = Inbox<Stamped>()
        let log = StampLog()
        let mainToken = bus.subscribe(to: Stamped.self) { onMain.append($0) }
        let actorToken = bus.subscribe(to: Stamped.self, on: log) { log, stamp in log.append(stamp) }
        let stream = bus.events(of: Stamped.self)

        await Task.detached {
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for sequence in 0..<perThread {
                    bus.publish(Stamped(thread: thread, sequence: sequence))
                }
            }
        }.value

        var streamed: [Stamped] = []
        for await stamp in stream {
            streamed.append(stamp)
            if streamed.count == total { break }
        }
        await onMain.wait(for: total)
        while await log.stamps.count < total { await Task.yield() }
        let viaActor = await log.stamps

        #expect(onMain.values.count == total)
        #expect(onMain.values == streamed)
        #expect(viaActor == streamed)
        for thread in 0..<threads {
            let own = streamed.filter { $0.thread == thread }.map(\.sequence)
            #expect(own == Array(0..<perThread), "thread \(thread)'s events out of order")
        }
        mainToken.cancel()
        actorToken.cancel()
    }

    @Test("releasing the token ends the subscription")
    func releasingTokenEnds() {
        let bus = EventBus()
        var token: EventSubscription? = bus.subscribe(to: FavoriteChanged.self) { _ in }
        #expect(bus.subscriberCount(of: FavoriteChanged.self) == 1)
        #expect(token?.isCancelled == false)
        token = nil
        #expect(bus.subscriberCount(of: FavoriteChanged.self) == 0)
    }

    @Test("after cancel, events already published but not yet delivered are dropped")
    func cancelDropsBufferedEvents() async {
        let bus = EventBus()
        let cancelled = Inbox<FavoriteChanged>()
        let witness = Inbox<FavoriteChanged>()
        var token: EventSubscription?
        token = bus.subscribe(to: FavoriteChanged.self) { event in
            cancelled.append(event)
            token?.cancel()
        }
        let witnessToken = bus.subscribe(to: FavoriteChanged.self) { witness.append($0) }
        (0..<50).map(FavoriteChanged.init(placeID:)).forEach(bus.publish)
        await witness.wait(for: 50)
        for _ in 0..<10 { await Task.yield() }
        #expect(cancelled.values == [FavoriteChanged(placeID: 0)])
        #expect(bus.subscriberCount(of: FavoriteChanged.self) == 1)
        witnessToken.cancel()
    }

    @Test("a token bound to a module scope ends its subscription when the module detaches")
    func boundTokenEndsOnDetach() {
        let bus = EventBus()
        let scope = ModuleScope()
        scope.bind(bus.subscribe(to: FavoriteChanged.self) { _ in })
        #expect(bus.subscriberCount(of: FavoriteChanged.self) == 1)
        scope.detach()
        #expect(bus.subscriberCount(of: FavoriteChanged.self) == 0)
    }

    @Test("an actor subscriber receives events isolated to its actor")
    func actorSubscriber() async {
        let bus = EventBus()
        let log = StampLog()
        let token = bus.subscribe(to: Stamped.self, on: log) { log, stamp in
            log.append(stamp)  // synchronous: the handler runs isolated to `log`
        }
        bus.publish(Stamped(thread: 0, sequence: 0))
        bus.publish(Stamped(thread: 0, sequence: 1))
        while await log.stamps.count < 2 { await Task.yield() }
        #expect(await log.stamps == [Stamped(thread: 0, sequence: 0), Stamped(thread: 0, sequence: 1)])
        token.cancel()
    }

    @Test("events(of:) delivers as an async sequence and unsubscribes when its task is cancelled")
    func asyncSequenceEndsWithItsTask() async {
        let bus = EventBus()
        let scope = ModuleScope()
        let inbox = Inbox<FavoriteChanged>()
        let events = bus.events(of: FavoriteChanged.self)
        scope.run {
            for await event in events { inbox.append(event) }
        }
        bus.publish(FavoriteChanged(placeID: 7))
        await inbox.wait(for: 1)
        #expect(bus.subscriberCount(of: FavoriteChanged.self) == 1)
        scope.detach()
        await scope.settle()
        while bus.subscriberCount(of: FavoriteChanged.self) != 0 { await Task.yield() }
        #expect(inbox.values == [FavoriteChanged(placeID: 7)])
    }

    @Test("subscribing, publishing and cancelling from 8 threads at once leaves no subscriber behind")
    func concurrentSubscribePublishCancel() async {
        let bus = EventBus()
        let log = StampLog()
        await Task.detached {
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                for sequence in 0..<200 {
                    let token = bus.subscribe(to: Stamped.self, on: log) { log, stamp in log.append(stamp) }
                    bus.publish(Stamped(thread: thread, sequence: sequence))
                    if sequence.isMultiple(of: 2) { token.cancel() }
                    _ = bus.subscriberCount(of: Stamped.self)
                }
            }
        }.value
        #expect(bus.subscriberCount(of: Stamped.self) == 0)
    }
}
