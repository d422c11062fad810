import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import VIPERTesting
@testable import Zoo

// Runs in the scratch packages of scripts/ci/mocks-proof.sh (Swift 6 and Swift 5 language
// modes) against spies generated from ShapeZoo.swift: each spy stubbed, called and checked.

private struct Square: Shape {
    let side: Double
    var area: Double { side * side }
}

@Suite("Generated spies for every protocol shape")
struct ShapeZooSpyTests {
    @Test("open associated types make a generic spy; a lone default stays a typealias")
    func genericSpies() {
        let store = StoreSpy<Int>()
        store.valueReturnValue = 7
        store.set(3, for: "three")
        #expect(store.value(for: "three") == 7)
        expectRecorded(store.setCalls, [.init(value: 3, key: "three")])
        expectRecorded(store.valueCalls, ["three"])

        let source = SourceSpy<Int, [Int]>()
        source.elementsReturnValue = [1, 2]
        #expect(source.elements() == [1, 2])
        #expect(source.elementsCalls.count == 1)

        let index = IndexSpy<String>()
        index.containsReturnValue = true
        #expect(index.contains("a"))
        expectRecorded(index.containsCalls, ["a"])

        let container = ContainerSpy<[String]>()
        container.put(["x"])
        expectRecorded(container.putCalls, [["x"]])
    }

    @Test("parents with conflicting associated-type constraints: the spy keeps the stricter one")
    func conflictingParents() {
        let record = RecordSpy<Substring>()
        record.underlyingId = "abc"
        record.lookupReturnValue = true
        #expect(record.id == "abc")
        #expect(record.lookup("abc"))
        expectRecorded(record.lookupCalls, ["abc"])

        let keyed = KeyedSpy<String>()
        #expect(!keyed.lookup("k"))
        let identified = IdentifiedSpy()
        identified.id = 4
        #expect(identified.id == 4)
    }

    @Test("a parent's type fixed by a child and one left open")
    func partlyFixed() {
        let pair = IntPairSpy<String>()
        pair.swapReturnValue = ("b", 1)
        let swapped = pair.swap(1, "b")
        #expect(swapped.0 == "b" && swapped.1 == 1)
        #expect(pair.swapCalls.last?.first == 1)
        #expect(pair.swapCalls.last?.second == "b")
        let open = PairSpy<Int, Int>()
        open.swapReturnValue = (2, 1)
        #expect(open.swap(1, 2).0 == 2)
        let repository = RepositorySpy<Item>()
        repository.allReturnValue = [Item(id: 1, title: "One")]
        #expect(repository.all().count == 1)
    }

    @Test("keyword-named parameters are recorded under their names")
    func keywords() {
        let spy = KeywordsSpy()
        spy.move(for: 1, in: "box", default: true)
        spy.runReturnValue = 9
        #expect(spy.run(throws: false, repeat: 3) == 9)
        spy.switch(to: "on")
        spy.default = "value"
        #expect(spy.default == "value")
        expectRecorded(spy.moveCalls, [.init(for: 1, in: "box", default: true)])
        expectRecorded(spy.runCalls, [.init(throws: false, repeat: 3)])
        expectRecorded(spy.switchCalls, ["on"])
    }

    @Test("subscripts record reads and writes, return the stub, keep what is set and throw the stubbed error")
    func subscripts() throws {
        let grid = GridSpy()
        grid[1, 2] = 3.5
        #expect(grid[1, 2] == 3.5)
        expectRecorded(grid.subscriptIntIntSetCalls, [.init(row: 1, column: 2, newValue: 3.5)])
        expectRecorded(grid.subscriptIntIntCalls, [.init(row: 1, column: 2)])
        grid.subscriptStringReturnValue = 5
        #expect(grid["five"] == 5)
        grid.subscriptKeyReturnValue = "decoded"
        let decoded: String? = grid[key: "k"]
        #expect(decoded == "decoded")
        grid.subscriptCheckedReturnValue = Item(id: 1, title: "One")
        #expect(try grid[checked: 0] == Item(id: 1, title: "One"))
        grid.subscriptCheckedError = .empty
        #expect(throws: ParseError.empty) { try grid[checked: 1] }
        GridSpy.subscriptIntReturnValue = "static"
        #expect(GridSpy[4] == "static")
        expectRecorded(GridSpy.subscriptIntCalls, [4])
        #expect(grid.invocations.values.first == "subscript(_:_:) = newValue")
        let indexed = IndexedSpy()
        indexed.subscriptReturnValue = Item(id: 2, title: "Two")
        #expect(indexed[0] == Item(id: 2, title: "Two"))
        expectRecorded(indexed.subscriptCalls, [0])
    }

    @Test("operators and Self: the spy stands for Self")
    func operators() {
        let left = CombinableSpy()
        let right = CombinableSpy()
        CombinableSpy.plusOperatorReturnValue = right
        #expect((left + right) === right)
        CombinableSpy.minusOperatorReturnValue = left
        #expect((-right) === left)
        CombinableSpy.lessEqualGreaterOperatorReturnValue = -1
        #expect((left <=> right) == -1)
        left.mergedReturnValue = right
        #expect(left.merged(with: right) === right)
        #expect(CombinableSpy.plusOperatorCalls.last?.lhs === left)
        #expect(CombinableSpy.staticInvocations.values.prefix(3) == ["+(_:_:)", "-(_:)", "<=>(_:_:)"])
    }

    @Test("an actor protocol gets an actor spy; stubs are set without await")
    func actorSpy() async throws {
        let counter = CounterSpy()
        counter.value = 2
        counter.addReturnValue = 12
        counter.describeReturnValue = "counter"
        await counter.increment()
        #expect(try await counter.add(10) == 12)
        #expect(counter.describe() == "counter")
        #expect(counter.value == 2)
        expectRecorded(counter.addCalls, [10])
        counter.addError = ParseError.empty
        await #expect(throws: ParseError.empty) { try await counter.add(1) }
        #expect(counter.invocations.values == ["increment()", "add(_:)", "describe()", "add(_:)"])

        let vault = VaultSpy<String>()
        await vault.store("key")
        vault.secretsReturnValue = ["key"]
        #expect(await vault.secrets() == ["key"])
        expectRecorded(vault.storeCalls, ["key"])
    }

    @MainActor
    @Test("global-actor and main-actor protocols get spies isolated to the same actor")
    func globalActors() async throws {
        let background = await makeBackgroundSpy()
        #expect(await exercise(background) == [3])

        let model = ViewModelSpy()
        model.loadReturnValue = [Item(id: 1, title: "One")]
        #expect(try await model.load().count == 1)
        #expect(model.loadCalls.count == 1)
    }

    @Test("a Sendable spy keeps a @Sendable async closure a test can run")
    func sendableClosures() async {
        let scheduler = SchedulerSpy()
        let ran = Recorder<Int>()
        scheduler.schedule(after: .seconds(1)) { ran.record(1) }
        await scheduler.scheduleCalls.last?.work()
        await scheduler.cancelAll()
        expectRecorded(ran, [1])
        #expect(scheduler.scheduleCalls.last?.delay == .seconds(1))
        #expect(scheduler.cancelAllCalls.count == 1)
    }

    @Test("typed throws on methods and getters, throws(Never), rethrows and generic typed throws")
    func effects() async throws {
        let parser = ParserSpy()
        parser.parseReturnValue = 4
        #expect(try parser.parse("4") == 4)
        parser.parseError = .invalid("x")
        #expect(throws: ParseError.invalid("x")) { try parser.parse("x") }
        parser.safeReturnValue = 1
        #expect(parser.safe() == 1)
        parser.anyErrorError = ParseError.empty
        #expect(throws: ParseError.empty) { try parser.anyError() }
        parser.transformReturnValue = 8
        #expect(parser.transform { $0 } == 8)
        try parser.attempt { () throws(ParseError) in }
        parser.fetchReturnValue = "fetched"
        #expect(try await parser.fetch() == "fetched")
        parser.underlyingChecked = 2
        #expect(try parser.checked == 2)
        parser.checkedError = .empty
        #expect(throws: ParseError.empty) { try parser.checked }
        parser.underlyingSettled = 6
        #expect(parser.settled == 6)
        parser.underlyingRemote = "remote"
        #expect(try await parser.remote == "remote")
        expectRecorded(parser.parseCalls, ["4", "x"])
        #expect(parser.attemptCalls.count == 1)
    }

    @Test("inout, variadic, autoclosure and escaping closures are recorded; escaping ones can be called back")
    func parameters() async throws {
        let pipeline = PipelineSpy()
        var total = 10
        pipeline.sum(1, 2, into: &total)
        expectRecorded(pipeline.sumCalls, [.init(values: [1, 2], total: 10)])
        pipeline.namesReturnValue = 2
        #expect(pipeline.names("a", "b") == 2)
        expectRecorded(pipeline.namesCalls, [["a", "b"]])
        pipeline.check(1 < 2, message: "ordered")
        expectRecorded(pipeline.checkCalls, [.init(condition: true, message: "ordered")])
        pipeline.mapReturnValue = ["1"]
        #expect(pipeline.map { String($0) } == ["1"])
        let received = Recorder<Int>()
        pipeline.subscribe({ received.record($0) }, onError: nil)
        pipeline.subscribeCalls.last?.handler(5)
        #expect(pipeline.subscribeCalls.last?.onError == nil)
        pipeline.collect { items in received.record(items.count) }
        try await pipeline.collectCalls.last?([Item(id: 1, title: "One")])
        expectRecorded(received, [5, 1])
    }

    @Test("opaque parameters are recorded as existentials; existential properties are stubbed")
    func existentials() {
        let canvas = CanvasSpy()
        canvas.draw(Square(side: 2))
        #expect(canvas.drawCalls.last?.area == 4)
        canvas.fill([Square(side: 1)])
        #expect(canvas.fillCalls.last?.count == 1)
        canvas.describeReturnValue = "described"
        #expect(canvas.describe(42) == "described")
        #expect(canvas.describeCalls.last?.description == "42")
        #expect(canvas.first(of: [1, 2]) == nil)
        #expect(canvas.firstCalls.last?.count == 2)
        canvas.makeReturnValue = Square(side: 3)
        #expect(canvas.make().area == 9)
        canvas.transform { $0 }
        #expect(canvas.transformCalls.last?(Square(side: 1)).area == 1)
        canvas.current = Square(side: 5)
        #expect(canvas.current.area == 25)
        #expect(canvas.highlighted == nil)
        let shape = ShapeSpy()
        shape.area = 1.5
        #expect(shape.area == 1.5)
    }

    @Test("a projected value a protocol names is stubbed like any property")
    func projectedValue() {
        let volume = VolumeSpy()
        volume.level = 4
        volume.underlyingLevelLimits = Clamped(wrappedValue: 0, 0...10).projectedValue
        #expect(volume.level == 4)
        #expect(volume.levelLimits.range == 0...10)
    }

    @Test("@available requirements are implemented with their attributes (the deprecated one is not called: that would warn)")
    func availability() {
        let versioned = VersionedSpy()
        versioned.version = "1.0"
        #expect(versioned.version == "1.0")
        #expect(versioned.legacyCalls.isEmpty)
        if #available(macOS 14, iOS 17, *) {
            versioned.modernReturnValue = 14
            #expect(versioned.modern() == 14)
        }
    }

    @Test("requirements under #if are spied under the same condition")
    func conditionalRequirements() {
        let platform = PlatformSpy()
        platform.common()
        #if os(Linux)
        platform.linuxOnlyReturnValue = 1
        #expect(platform.linuxOnly() == 1)
        #elseif os(macOS)
        platform.macOnlyReturnValue = 1
        #expect(platform.macOnly() == 1)
        #else
        platform.elsewhere()
        #endif
        #if DEBUG
        platform.debugName = "debug"
        #expect(platform.debugName == "debug")
        #endif
        platform.recent(3)
        expectRecorded(platform.recentCalls, [3])
        #expect(platform.invocations.values.first == "common()")
    }

    #if canImport(FoundationNetworking) || canImport(Darwin)
    @Test("a protocol under #if, using a type a conditional import provides")
    func conditionalProtocol() async throws {
        let networked = NetworkedSpy()
        networked.sendReturnValue = Data([7])
        let request = URLRequest(url: URL(filePath: "/tmp/zoo"))
        #expect(try await networked.send(request) == Data([7]))
        #expect(networked.sendCalls.last?.url == request.url)
    }
    #endif

    @Test("initialisers of every kind and static members")
    func initialisersAndStatics() async throws {
        let plain = BuildableSpy()
        let named = BuildableSpy(name: "n")
        let decoded = try BuildableSpy(data: Data([1]))
        #expect(named != nil)
        #expect(named?.initNameCalls.values == ["n"])
        expectRecorded(decoded.initDataCalls, [Data([1])])
        #expect(plain.initCalls.count == 1)
        BuildableSpy.count = 3
        #expect(BuildableSpy.count == 3)
        await BuildableSpy.reset()
        BuildableSpy.namedReturnValue = plain
        #expect(BuildableSpy.named("p") === plain)
        #expect(BuildableSpy.staticInvocations.values.contains("reset()"))
    }

    @Test("spies given one shared log record the order of calls across them")
    func sharedLog() async throws {
        let log = Recorder<String>()
        let keywords = KeywordsSpy()
        let grid = GridSpy()
        let counter = CounterSpy()
        keywords.sharedLog = log
        grid.sharedLog = log
        counter.sharedLog = log
        _ = grid["a"]
        keywords.move(for: 1, in: "x", default: false)
        await counter.increment()
        grid[0, 0] = 1
        expectRecorded(log, [
            "GridSpy.subscript(_:)", "KeywordsSpy.move(for:in:default:)", "CounterSpy.increment()",
            "GridSpy.subscript(_:_:) = newValue",
        ])
    }

    @Test("a protocol composed of several parents and compositions implements all of them")
    func composition() {
        let everything = EverythingSpy()
        everything.everythingReturnValue = true
        #expect(everything.everything())
        var value = 1
        everything.bump(&value)
        everything.loadIdReturnValue = Item(id: 1, title: "One")
        #expect(everything.load(id: 1)?.id == 1)
        everything.title = "t"
        everything.label = "l"
        everything.name = "n"
        #expect([everything.name, everything.title, everything.label] == ["n", "t", "l"])
        #expect(everything.invocations.values == ["everything()", "bump(_:)", "load(id:)"])
        expectRecorded(everything.bumpCalls, [1])
    }

    @Test("a generic spy's static members are recorded and stubbed per specialisation")
    func genericStatics() throws {
        CrateSpy<String>.packReturnValues = [1, 2]
        CrateSpy<String>.packErrors = [nil, ZooError.offline]
        CrateSpy<Int>.packReturnValue = 7
        CrateSpy<String>.capacity = 3
        #expect(try CrateSpy<String>.pack("a") == 1)
        #expect(throws: ZooError.offline) { try CrateSpy<String>.pack("b") }
        #expect(try CrateSpy<String>.pack("c") == 2)
        #expect(try CrateSpy<Int>.pack(5) == 7)
        expectRecorded(CrateSpy<String>.packCalls, ["a", "b", "c"])
        expectRecorded(CrateSpy<Int>.packCalls, [5])
        #expect(CrateSpy<String>.capacity == 3)
        #expect(CrateSpy<Int>.capacity == 0)
        #expect(CrateSpy<String>.staticInvocations.count == 3)

        let crate = CrateSpy<String>()
        crate.unpackReturnValue = "kept"
        #expect(crate.unpack() == "kept")
    }
}

@ZooActor
private func makeBackgroundSpy() -> BackgroundSpy {
    BackgroundSpy()
}

/// Stubs and calls the spy on its own global actor; returns what `work` was called with and returned.
@ZooActor
private func exercise(_ spy: BackgroundSpy) -> [Int] {
    spy.progress = 0.5
    spy.workReturnValue = 3
    let done = spy.work(2)
    return spy.progress == 0.5 && spy.workCalls.values == [2] ? [done] : []
}
