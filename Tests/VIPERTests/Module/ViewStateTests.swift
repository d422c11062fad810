import Testing
import VIPER

@Suite("ViewState")
struct ViewStateTests {
    typealias State = ViewState<[String], String>

    @Test("equal states compare equal, different cases and payloads do not")
    func equality() {
        #expect(State.idle == .idle)
        #expect(State.content(["a"]) == .content(["a"]))
        #expect(State.content(["a"]) != .content(["b"]))
        #expect(State.failure("x") != .failure("y"))
        #expect(State.loading != .empty)
    }

    @Test("accessors expose the payload of their own case only")
    func accessors() {
        #expect(State.loading.isLoading)
        #expect(!State.idle.isLoading)
        #expect(State.content(["a"]).content == ["a"])
        #expect(State.failure("boom").content == nil)
        #expect(State.failure("boom").failure == "boom")
        #expect(State.empty.failure == nil)
    }

    @Test("from(_:) maps an empty collection to .empty and anything else to .content")
    func fromCollection() {
        #expect(State.from([]) == .empty)
        #expect(State.from(["x"]) == .content(["x"]))
    }

    @Test("mapContent and mapFailure change only their own case")
    func mapping() {
        #expect(State.content(["a", "b"]).mapContent(\.count) == ViewState<Int, String>.content(2))
        #expect(State.failure("x").mapContent(\.count) == ViewState<Int, String>.failure("x"))
        #expect(State.loading.mapFailure(\.count) == ViewState<[String], Int>.loading)
        #expect(State.failure("abc").mapFailure(\.count) == ViewState<[String], Int>.failure(3))
    }
}
