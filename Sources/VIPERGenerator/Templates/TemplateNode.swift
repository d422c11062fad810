/// One piece of a parsed template.
indirect enum TemplateNode: Equatable, Sendable {
    /// Text copied as it is.
    case text(String)
    /// `{{name}}`, replaced by the variable's value; `line` locates errors.
    case variable(String, line: Int)
    /// `{{#if}} ... {{else if}} ... {{else}} ... {{/if}}`: the first branch whose
    /// condition holds is rendered, else `otherwise`.
    case conditional(branches: [TemplateBranch], otherwise: [TemplateNode])
}

/// One `{{#if}}` or `{{else if}}` branch: its condition and body.
struct TemplateBranch: Equatable, Sendable {
    /// What must hold for the body to render.
    let condition: TemplateCondition
    /// The nodes between this tag and the next branch or `{{/if}}`.
    var body: [TemplateNode]
}

/// An `{{#if}}` condition on a variable.
struct TemplateCondition: Equatable, Sendable {
    /// How the variable is tested.
    enum Test: Equatable, Sendable {
        /// The variable is not empty.
        case isSet
        /// The variable equals the literal.
        case equals(String)
        /// The variable differs from the literal.
        case differs(String)
    }

    /// The variable tested.
    let variable: String
    /// The test applied.
    let test: Test
    /// Where the condition was written.
    let line: Int

    /// Reads `name`, `name == "value"` or `name != "value"`.
    static func parse(_ text: String, line: Int, file: String) throws(TemplateError) -> TemplateCondition {
        func malformed() -> TemplateError {
            TemplateError(file: file, line: line, kind: .malformedCondition(text))
        }
        for (symbol, makeTest) in [("==", Test.equals), ("!=", Test.differs)] {
            guard let range = text.firstRange(of: symbol) else { continue }
            let name = text[..<range.lowerBound].trimmingSpaces
            let literal = text[range.upperBound...].trimmingSpaces
            guard name.isTemplateIdentifier, literal.count >= 2, literal.first == "\"", literal.last == "\"" else {
                throw malformed()
            }
            return TemplateCondition(variable: name, test: makeTest(String(literal.dropFirst().dropLast())), line: line)
        }
        let name = text.trimmingSpaces
        guard name.isTemplateIdentifier else { throw malformed() }
        return TemplateCondition(variable: name, test: .isSet, line: line)
    }

    /// Whether the condition holds for `value`.
    func holds(for value: String) -> Bool {
        switch test {
        case .isSet: !value.isEmpty
        case .equals(let literal): value == literal
        case .differs(let literal): value != literal
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// Whether this is a variable name: a letter or `_`, then letters, digits or `_`.
    var isTemplateIdentifier: Bool {
        guard let first, first.isASCII, first.isLetter || first == "_" else { return false }
        return allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
