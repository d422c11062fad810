/// Which field of a form has the focus, moved by Tab and Shift-Tab, wrapping around.
///
/// `Field` is usually the form's own enum, listing the focusable controls in order:
///
/// ```swift
/// enum LoginField: CaseIterable { case email, password, signIn, forgotPassword }
/// var focus = FormFocus(LoginField.email)
/// focus.handle(.tab)        // true; focus.focused == .password
/// focus.handle(.shiftTab)   // true; back to .email
/// ```
public struct FormFocus<Field: CaseIterable & Hashable & Sendable>: Hashable, Sendable {
    /// The field with the focus.
    public private(set) var focused: Field
    private var fields: [Field] { Array(Field.allCases) }

    /// Creates a focus on `field`.
    public init(_ field: Field) {
        self.focused = field
    }

    /// Whether `field` has the focus.
    public func isFocused(_ field: Field) -> Bool {
        focused == field
    }

    /// Moves the focus to `field`.
    public mutating func focus(_ field: Field) {
        focused = field
    }

    /// Moves to the next field, from the last back to the first.
    public mutating func next() {
        move(by: 1)
    }

    /// Moves to the previous field, from the first back to the last.
    public mutating func previous() {
        move(by: -1)
    }

    /// Applies Tab (next) or Shift-Tab (previous) and returns whether it was one of them.
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .tab: next()
        case .shiftTab: previous()
        default: return false
        }
        return true
    }

    private mutating func move(by step: Int) {
        let fields = self.fields
        guard let index = fields.firstIndex(of: focused) else { return }
        focused = fields[(index + step + fields.count) % fields.count]
    }
}
