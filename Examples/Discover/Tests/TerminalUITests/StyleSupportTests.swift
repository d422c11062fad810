import Testing

@testable import TerminalUI

@Suite("StyleSupport")
struct StyleSupportTests {
    @Test("styles are enabled on a terminal without NO_COLOR")
    func enabledOnTerminal() {
        #expect(StyleSupport.isEnabled(environment: ["TERM": "xterm-256color"], outputIsTerminal: true))
    }

    @Test("a non-empty NO_COLOR disables styles", arguments: ["1", "0", "true", "yes please"])
    func noColorDisables(value: String) {
        #expect(!StyleSupport.isEnabled(environment: ["NO_COLOR": value], outputIsTerminal: true))
    }

    @Test("an empty NO_COLOR is ignored, as no-color.org asks")
    func emptyNoColorIgnored() {
        #expect(StyleSupport.isEnabled(environment: ["NO_COLOR": ""], outputIsTerminal: true))
    }

    @Test("output that is not a terminal gets no styles")
    func notATerminal() {
        #expect(!StyleSupport.isEnabled(environment: [:], outputIsTerminal: false))
    }
}
