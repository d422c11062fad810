import Testing

@testable import TerminalUI

@Suite("FormFocus")
struct FormFocusTests {
    enum Field: CaseIterable, Hashable, Sendable { case email, password, signIn }

    @Test("Tab moves to the next field and wraps from the last to the first")
    func tabCycles() {
        var focus = FormFocus(Field.email)
        let handled = focus.handle(.tab)
        #expect(handled)
        #expect(focus.focused == .password)
        focus.handle(.tab)
        focus.handle(.tab)
        #expect(focus.focused == .email)
    }

    @Test("Shift-Tab moves to the previous field and wraps from the first to the last")
    func shiftTabCycles() {
        var focus = FormFocus(Field.email)
        let handled = focus.handle(.shiftTab)
        #expect(handled)
        #expect(focus.focused == .signIn)
        focus.handle(.shiftTab)
        #expect(focus.focused == .password)
    }

    @Test("other keys do not move the focus")
    func otherKeys() {
        var focus = FormFocus(Field.password)
        let handledEnter = focus.handle(.enter)
        let handledLetter = focus.handle(.character("a"))
        #expect(!handledEnter)
        #expect(!handledLetter)
        #expect(focus.isFocused(.password))
    }

    @Test("focus moves straight to a named field")
    func focusDirectly() {
        var focus = FormFocus(Field.email)
        focus.focus(.signIn)
        focus.next()
        #expect(focus.focused == .email)
    }
}
