import Testing
@testable import VIPERCLI

@Suite("English")
struct EnglishTests {
    @Test("a count of one takes the singular, any other the plural")
    func counts() {
        #expect(English.count(0, "file") == "0 files")
        #expect(English.count(1, "file") == "1 file")
        #expect(English.count(2, "file") == "2 files")
        #expect(English.count(1, "spy", plural: "spies") == "1 spy")
        #expect(English.count(3, "spy", plural: "spies") == "3 spies")
    }

    @Test("lists join with commas and a last 'and' or 'or'")
    func lists() {
        #expect(English.list([]) == "nothing")
        #expect(English.list(["a"]) == "a")
        #expect(English.list(["a", "b"]) == "a and b")
        #expect(English.list(["a", "b", "c"]) == "a, b and c")
        #expect(English.quotedChoices(["x", "y"]) == "'x' or 'y'")
    }
}
