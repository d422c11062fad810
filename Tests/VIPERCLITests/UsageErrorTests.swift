import Testing
@testable import VIPERCLI

@Suite("UsageError messages")
struct UsageErrorTests {
    @Test("messages say what was expected, in swift-argument-parser's words")
    func messages() {
        let ui = Option("ui", help: "UI.", allowedValues: ["none", "terminal", "uikit", "swiftui"])
        #expect(UsageError.missingArgument(PositionalArgument("module", help: "")).description
            == "Missing expected argument '<module>'")
        #expect(UsageError.unknownOption("--frob").description == "Unknown option '--frob'")
        #expect(UsageError.invalidValue("x", for: ui).description
            == "The value 'x' is invalid for '--ui <ui>'. Please provide one of 'none', 'terminal', 'uikit' or 'swiftui'.")
        #expect(UsageError.missingValue(ui).description == "Missing value for '--ui <ui>'")
    }

    @Test("lists of one and two values read naturally")
    func lists() {
        #expect(UsageError.list(["a"]) == "'a'")
        #expect(UsageError.list(["a", "b"]) == "'a' or 'b'")
    }
}
