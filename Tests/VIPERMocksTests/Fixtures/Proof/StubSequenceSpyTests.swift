import Foundation
import Testing
import VIPERTesting
@testable import Zoo

// Runs in the scratch packages of scripts/ci/mocks-proof.sh (Swift 6 and Swift 5 language
// modes): return values and errors stubbed per call, and non-escaping closures a test acts on
// during the call.

@Suite("Stubs per call and closures during the call")
struct StubSequenceSpyTests {
    private let one = Item(id: 1, title: "One")
    private let two = Item(id: 2, title: "Two")
    private let fallback = Item(id: 9, title: "Fallback")

    @Test("an async throwing method returns its sequence in order, then the single stub")
    func asyncReturnSequence() async throws {
        let spy = ItemServiceSpy()
        spy.fetchReturnValues = [one, two]
        spy.fetchReturnValue = fallback
        #expect(try await spy.fetch(id: 1) == one)
        #expect(try await spy.fetch(id: 2) == two)
        #expect(try await spy.fetch(id: 3) == fallback)
        #expect(spy.fetchReturnValues.isEmpty)
        expectRecorded(spy.fetchCalls, [1, 2, 3])
    }

    @Test("an error on the second call only; a call that throws takes no return value")
    func errorOnTheSecondCall() async throws {
        let spy = ItemServiceSpy()
        spy.fetchReturnValues = [one, two]
        spy.fetchErrors = [nil, ZooError.offline]
        #expect(try await spy.fetch(id: 1) == one)
        await #expect(throws: ZooError.offline) { try await spy.fetch(id: 2) }
        #expect(try await spy.fetch(id: 3) == two)
        expectRecorded(spy.fetchCalls, [1, 2, 3])
    }

    @Test("a sync typed-throws method: per-call errors, then the single error stub")
    func syncTypedErrors() throws {
        let spy = ParserSpy()
        spy.parseReturnValues = [1, 2]
        spy.parseErrors = [nil, .empty]
        spy.parseError = .invalid("late")
        #expect(try spy.parse("1") == 1)
        #expect(throws: ParseError.empty) { try spy.parse("") }
        #expect(throws: ParseError.invalid("late")) { try spy.parse("x") }
        spy.parseError = nil
        #expect(try spy.parse("2") == 2)
        #expect(try spy.parse("3") == 0)
    }

    @Test("a sync method without effects returns its sequence, then its default")
    func syncReturnSequence() {
        let spy = LoaderSpy()
        spy.loadIdReturnValues = [one, nil, two]
        #expect(spy.load(id: 1) == one)
        #expect(spy.load(id: 2) == nil)
        #expect(spy.load(id: 3) == two)
        #expect(spy.load(id: 4) == nil)
    }

    @Test("effectful getters read their sequence and throw per read")
    func getterSequences() async throws {
        let spy = SettingsSpy()
        spy.tokenValues = ["first", "second"]
        spy.tokenErrors = [nil, ZooError.offline]
        spy.underlyingToken = "steady"
        #expect(try await spy.token == "first")
        await #expect(throws: ZooError.offline) { try await spy.token }
        #expect(try await spy.token == "second")
        #expect(try await spy.token == "steady")

        let parser = ParserSpy()
        parser.checkedValues = [3]
        parser.checkedErrors = [.empty]
        #expect(throws: ParseError.empty) { try parser.checked }
        #expect(try parser.checked == 3)
        #expect(try parser.checked == 0)
    }

    @Test("an actor spy takes sequences without await")
    func actorSequences() async throws {
        let counter = CounterSpy()
        counter.addReturnValues = [10, 20]
        counter.addErrors = [ZooError.notFound]
        await #expect(throws: ZooError.notFound) { try await counter.add(1) }
        #expect(try await counter.add(2) == 10)
        #expect(try await counter.add(3) == 20)
    }

    @Test("a main-actor spy takes sequences on its actor")
    @MainActor
    func mainActorSequences() async throws {
        let model = ViewModelSpy()
        model.loadReturnValues = [[one], [one, two]]
        model.loadErrors = [ZooError.offline]
        await #expect(throws: ZooError.offline) { try await model.load() }
        #expect(try await model.load() == [one])
        #expect(try await model.load() == [one, two])
    }

    @Test("a handler receives a non-escaping closure during the call and calls it")
    func nonEscapingClosureHandler() {
        let spy = DownloaderSpy()
        spy.eachHandler = { body in
            body(1)
            body(2)
        }
        var seen: [Int] = []
        spy.each { seen.append($0) }
        #expect(seen == [1, 2])
        #expect(spy.eachCalls.count == 1)

        let walker = WalkerSpy()
        walker.walkHandler = { visit in visit(7) }
        walker.walk { seen.append($0) }
        #expect(seen == [1, 2, 7])
    }

    @Test("a rethrowing method hands its closure on; the closure's result reaches the test")
    func rethrowingClosureHandler() throws {
        let spy = ParserSpy()
        var results: [Int] = []
        spy.transformHandler = { body in results.append((try? body(20)) ?? -1) }
        spy.transformReturnValue = 5
        #expect(try spy.transform { $0 + 1 } == 5)
        #expect(results == [21])
    }
}
