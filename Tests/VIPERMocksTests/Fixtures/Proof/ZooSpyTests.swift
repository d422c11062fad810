import Foundation
import Testing
import VIPERTesting
@testable import Zoo

// Runs in the scratch package of scripts/ci/mocks-proof.sh against spies generated from
// ProtocolZoo.swift: every promise of docs/mocks.md, exercised once.

@Suite("Generated zoo spies")
struct ZooSpyTests {
    @Test("async throwing calls record arguments in order and return the stub")
    func asyncCallsRecordAndReturn() async throws {
        let spy = ItemServiceSpy()
        spy.fetchReturnValue = Item(id: 1, title: "One")
        let first = try await spy.fetch(id: 1)
        _ = try await spy.fetch(id: 2)
        #expect(first == Item(id: 1, title: "One"))
        expectRecorded(spy.fetchCalls, [1, 2])
        #expect(spy.invocations.values == ["fetch(id:)", "fetch(id:)"])
    }

    @Test("a stubbed error is thrown, typed where the requirement is typed")
    func stubbedErrorsAreThrown() async {
        let spy = ItemServiceSpy()
        spy.fetchAllError = .offline
        await #expect(throws: ZooError.offline) { try await spy.fetchAll() }
        spy.fetchError = ZooError.notFound
        await #expect(throws: ZooError.notFound) { try await spy.fetch(id: 3) }
    }

    @Test("several arguments are recorded together and compare equal")
    func severalArgumentsCompare() async {
        let spy = ItemServiceSpy()
        await spy.save(Item(id: 1, title: "One"), mode: .fast)
        expectRecorded(spy.saveCalls, [.init(item: Item(id: 1, title: "One"), mode: .fast)])
    }

    @Test("overloads keep separate recorders and stubs")
    func overloadsStayApart() {
        let spy = LoaderSpy()
        spy.loadIntReturnValue = "by number"
        spy.loadStringReturnValue = "by name"
        #expect(spy.load(7) == "by number")
        #expect(spy.load("seven") == "by name")
        #expect(spy.load(id: 7) == nil)
        expectRecorded(spy.loadIntCalls, [7])
        expectRecorded(spy.loadStringCalls, ["seven"])
        expectRecorded(spy.loadIdCalls, [7])
        #expect(spy.loadNameCalls.isEmpty)
    }

    @Test("properties read their stubs; settable ones keep what is set")
    func propertiesReadStubs() async throws {
        let spy = SettingsSpy()
        spy.volume = 11
        spy.current = Item(id: 2, title: "Two")
        spy.underlyingToken = "secret"
        #expect(spy.volume == 11)
        #expect(spy.current == Item(id: 2, title: "Two"))
        #expect(try await spy.token == "secret")
        spy.tokenError = ZooError.offline
        await #expect(throws: ZooError.offline) { try await spy.token }
        SettingsSpy.shared = "global"
        #expect(SettingsSpy.shared == "global")
    }

    @Test("generic methods record as Any and return the stub cast to what the caller asks for")
    func genericMethods() throws {
        let spy = StorageSpy()
        spy.decodeReturnValue = 42
        let decoded = try spy.decode(Int.self, from: Data([1]))
        #expect(decoded == 42)
        #expect(spy.decodeCalls.last?.data == Data([1]))
        let missing: String? = spy.value(forKey: "k")
        #expect(missing == nil)
        try spy.store("v", forKey: "k")
        #expect(spy.storeCalls.last?.value as? String == "v")
        #expect(spy.count(of: [1, 2, 3]) == 0)
    }

    @Test("escaping closures are kept so the test can call them back")
    func closuresAreCapturedForCallBack() {
        let spy = DownloaderSpy()
        let received = Recorder<Int>()
        let url = URL(filePath: "/tmp/file")
        spy.download(url) { result in received.record((try? result.get())?.count ?? -1) }
        spy.downloadCalls.last?.completion(.success(Data([1, 2, 3])))
        expectRecorded(received, [3])
        spy.onChange { received.record($0.count) }
        spy.onChangeCalls.last??("four")
        expectRecorded(received, [3, 4])
        spy.log("evaluated")
        expectRecorded(spy.logCalls, ["evaluated"])
        spy.each { _ in }
        #expect(spy.eachCalls.count == 1)
    }

    @Test("inout parameters record the value passed in; variadic ones record an array")
    func inoutAndVariadic() {
        let spy = MutatorSpy()
        var value = 5
        spy.bump(&value)
        spy.sumReturnValue = 6
        #expect(spy.sum(1, 2, 3) == 6)
        expectRecorded(spy.bumpCalls, [5])
        expectRecorded(spy.sumCalls, [[1, 2, 3]])
    }

    @Test("static requirements and initialisers are recorded")
    func staticsAndInitialisers() {
        let made = FactorySpy(seed: 9)
        FactorySpy.makeReturnValue = made
        #expect(FactorySpy.make(named: "x") === made)
        expectRecorded(made.initCalls, [9])
        #expect(FactorySpy.makeCalls.values.contains("x"))
    }

    @MainActor
    @Test("a spy of an inheriting main-actor protocol covers the parent's requirements")
    func inheritedRequirements() {
        let spy = DetailScreenSpy()
        let screen: any Screen = spy
        screen.title = "Detail"
        screen.show()
        spy.show(item: Item(id: 1, title: "One"))
        #expect(spy.title == "Detail")
        #expect(spy.invocations.values == ["show()", "show(item:)"])
    }

    @Test("associated types fixed by where, by argument and by default")
    func associatedTypes() {
        let items = ItemRepositorySpy()
        items.add(Item(id: 1, title: "One"))
        let names = NameRepositorySpy()
        names.add("Ada")
        let cache = CacheSpy()
        _ = cache.data(for: "key")
        expectRecorded(items.addCalls, [Item(id: 1, title: "One")])
        expectRecorded(names.addCalls, ["Ada"])
        expectRecorded(cache.dataCalls, ["key"])
    }

    @Test("a Sendable spy records calls from 8 tasks at once without losing any, and hands out each stubbed value once")
    func sendableSpyFromManyTasks() async {
        let spy = ItemServiceSpy()
        spy.fetchReturnValue = Item(id: -1, title: "Fallback")
        spy.fetchReturnValues = (0..<400).map { Item(id: $0, title: "Queued") }
        let returned = await withTaskGroup(of: [Int].self) { group in
            for worker in 0..<8 {
                group.addTask {
                    var ids: [Int] = []
                    for index in 0..<100 {
                        if let item = try? await spy.fetch(id: worker * 100 + index) { ids.append(item.id) }
                    }
                    return ids
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(spy.fetchCalls.count == 800)
        #expect(Set(spy.fetchCalls.values) == Set(0..<800))
        #expect(returned.sorted() == Array(repeating: -1, count: 400) + Array(0..<400))
        #expect(spy.fetchReturnValues.isEmpty)
    }

    @MainActor
    @Test("a main-actor requirement of a Sendable protocol runs on the main actor")
    func mainActorRequirement() async {
        let spy = TrackerSpy()
        spy.track("opened")
        spy.flushReturnValue = 1
        #expect(await spy.flush() == 1)
        expectRecorded(spy.trackCalls, ["opened"])
    }

    @Test("optional existentials start nil, main-actor closures are kept, results may be discarded")
    func coordinatorSpy() async throws {
        let spy = CoordinatorSpy()
        #expect(spy.delegate == nil)
        spy.remove(id: 3)
        expectRecorded(spy.removeCalls, [3])
        let received = Recorder<Int>()
        spy.handle { received.record($0) }
        await spy.handleCalls.last?(5)
        expectRecorded(received, [5])
        spy.performReturnValue = "done"
        #expect(spy.perform { "ignored" } == "done")
        spy.underlyingStatus = 2
        #expect(try spy.status == 2)
        spy.statusError = .offline
        #expect(throws: ZooError.offline) { try spy.status }
    }

    @Test("a requirement inherited along two paths is implemented once")
    func diamond() {
        let spy = BadgeSpy()
        spy.name = "n"
        spy.title = "t"
        spy.label = "l"
        #expect([spy.name, spy.title, spy.label] == ["n", "t", "l"])
    }

    @Test("a nested protocol gets a spy named after its path")
    func nestedProtocol() async {
        let spy = FeatureServiceSpy()
        await spy.run()
        #expect(spy.runCalls.count == 1)
    }

    @Test("a closure behind a type alias is kept when it escapes")
    func aliasedClosures() {
        let spy = WalkerSpy()
        let visited = Recorder<Int>()
        spy.walk { visited.record($0) }
        spy.later { visited.record($0 * 10) }
        spy.laterCalls.last?(2)
        #expect(spy.walkCalls.count == 1)
        expectRecorded(visited, [20])
    }
}
