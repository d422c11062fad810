import Testing
import VIPERTesting

@Suite("SequenceDiff")
struct SequenceDiffTests {
    @Test("equal sequences give an empty diff")
    func equal() {
        #expect(SequenceDiff(expected: [1, 2, 3], actual: [1, 2, 3]).isEmpty)
    }

    @Test("one wrong element shows as one missing and one extra line")
    func oneWrongElement() {
        let diff = SequenceDiff(expected: ["loading", "error A"], actual: ["loading", "error B"])
        #expect(diff.lines == [.same("\"loading\""), .missing("\"error A\""), .extra("\"error B\"")])
        #expect(diff.text == "  \"loading\"\n− \"error A\"\n+ \"error B\"")
    }

    @Test("missing and extra tails are listed")
    func tails() {
        #expect(SequenceDiff(expected: [1, 2], actual: [1]).lines == [.same("1"), .missing("2")])
        #expect(SequenceDiff(expected: [1], actual: [1, 3]).lines == [.same("1"), .extra("3")])
        #expect(SequenceDiff(expected: [Int](), actual: [7]).lines == [.extra("7")])
    }
}
