/// Measures the look-ahead of the parser's error recovery in the bodies of types, for
/// ``SourceScan/recoveryLookahead``.
///
/// In a type's body the parser expects declarations. Where a member starts with a name followed
/// by `(`, `<`, `:`, `=` or `,` (`b()`, `x = y`), it reads a declaration whose `func` or `var` is
/// missing, and first looks ahead for a declaration keyword it could recover to. That look-ahead
/// reads every token up to the next keyword that starts a declaration or statement in the body
/// (or the body's `}`), nested brackets and all, and it runs again for each such member: a run
/// of lines that are not declarations costs quadratic time (2,000 lines of `b()` in a `struct`
/// take seconds). Valid code never starts a member that way, so it measures nothing.
///
/// The meter follows the parser's member loop on the scanner's tokens: a member starts after
/// the body's `{`, after `;`, and on a new line after a token that ends an operand; a member that
/// starts with anything but a declaration keyword, attribute or `#` is unexpected code, in which
/// the parser starts a missing declaration at every such name.
///
/// At the top level of a file, where statements are code, only attributes start a declaration:
/// attributes followed by no declaration keyword (`@MainAcrd every state…`, a mangled doc
/// comment) make the parser look ahead for one in the same way, and a file of such lines costs
/// quadratic time too (200 of them, between comment lines, took ten seconds to parse in a debug
/// build).
struct MemberRecoveryMeter {
    /// What the parser is reading in the innermost open type body.
    private enum State {
        /// The next token starts a member.
        case memberStart
        /// A declaration, from its keyword, attribute or modifier.
        case declaration
        /// Tokens that start no declaration, skipped until one does.
        case unexpected
        /// After a member's `@`, before the attribute's name.
        case attributeName
        /// After a member's attributes (and their arguments), before its declaration keyword.
        case attributes
    }

    /// An open type body, or the file's top level.
    private struct Body {
        /// The scanner's bracket depth inside the body's `{` (0 for the top level).
        let depth: Int
        /// The file's top level, where a name starts a statement, not a missing declaration.
        var isTopLevel = false
        /// Generic arguments of an attribute open (`@OptionSet<UInt8>`): what is inside is its type.
        var attributeArguments = 0
        var state = State.memberStart
        /// The state before the last member boundary, for a line that continues it (`.map {…}`).
        var stateBeforeBoundary = State.declaration
        /// Look-aheads started in this body and not yet ended by a keyword.
        var pending = 0
    }

    /// The tokens every look-ahead reads, summed over the file.
    private(set) var total = 0
    /// 1-based line of the member whose look-ahead started the costliest run.
    private(set) var line = 1

    private var bodies: [Body] = [Body(depth: 0, isTopLevel: true)]
    private var pendingTotal = 0
    /// Cost of the run of look-aheads in progress, and the line it started on.
    private var runCost = 0
    private var runLine = 1
    private var costliestRun = 0
    /// A type introducer (`struct`, `class`, …) read at a bracket depth: once a name follows it,
    /// the next `{` at that depth opens a type body.
    private var introducer = Introducer.none

    private enum Introducer {
        case none
        case awaitingName(depth: Int)
        case named(depth: Int)
    }

    /// Whether the last token in the innermost body ended an operand, so a new line starts a member.
    private var operandEnded = false

    /// One token of any kind: every open look-ahead reads it.
    mutating func token() {
        guard pendingTotal > 0 else { return }
        total += pendingTotal
        runCost += pendingTotal
    }

    /// A bracket opened; `depth` is the bracket depth inside it.
    mutating func opened(brace: Bool, depth: Int) {
        if let index = bodies.indices.last, bodies[index].depth == depth - 1 {
            if bodies[index].state == .memberStart { bodies[index].state = bodies[index].stateBeforeBoundary }
            if bodies[index].state == .attributeName { bodies[index].state = .attributes }
        }
        operandEnded = false
        if brace, case .named(depth - 1) = introducer {
            bodies.append(Body(depth: depth))
        }
        introducer = .none
    }

    /// A bracket closed; `depth` is the bracket depth after it. A closing bracket of another kind
    /// (`(…]`) ends the declaration it was in: what follows is unexpected code.
    mutating func closed(depth: Int, matching: Bool) {
        while let body = bodies.last, body.depth > depth {
            end(pending: body.pending)
            bodies.removeLast()
        }
        if case .named(let named) = introducer, named > depth { introducer = .none }
        if let index = bodies.indices.last, bodies[index].depth == depth {
            if bodies[index].state == .memberStart { bodies[index].state = bodies[index].stateBeforeBoundary }
            if !matching { bodies[index].state = .unexpected }
            operandEnded = true
        }
    }

    /// A line break at bracket `depth`: after an operand, the next line starts a member, unless
    /// attributes are waiting for their declaration.
    mutating func newline(depth: Int) {
        guard operandEnded, let index = bodies.indices.last, bodies[index].depth == depth else { return }
        operandEnded = false
        switch bodies[index].state {
        case .memberStart, .attributeName, .attributes: break
        case .declaration, .unexpected:
            bodies[index].stateBeforeBoundary = bodies[index].state
            bodies[index].state = .memberStart
        }
    }

    /// A word at bracket `depth`: `text` is its bytes (a name, keyword or number), `next` the
    /// first two bytes after it and the spaces that follow it, `escaped` whether it was written
    /// in backticks.
    mutating func word(_ text: UnsafeBufferPointer<UInt8>, next: (UInt8?, UInt8?), escaped: Bool, depth: Int, line: Int) {
        if let index = bodies.indices.last, bodies[index].attributeArguments > 0 { return }
        let kind = escaped ? WordKind.name : WordKind(text)
        if kind == .typeIntroducer {
            introducer = .awaitingName(depth: depth)
        } else if case .awaitingName(let introduced) = introducer {
            // `class func` is a modifier, not a type; `let actor = …` names no type.
            introducer = kind == .name ? .named(depth: introduced) : .none
        }
        guard let index = bodies.indices.last, bodies[index].depth == depth else { return }
        // A declaration keyword or a continuation needs what follows it, past a line break too.
        operandEnded = kind == .statement || kind == .other || kind == .name
        switch bodies[index].state {
        case .attributeName:
            bodies[index].state = .attributes
            return
        case .attributes where kind != .declarationStart && kind != .typeIntroducer:
            startLookahead(in: index, line: line, count: 2)
        default:
            break
        }
        switch kind {
        case .declarationStart, .typeIntroducer:
            reset(index)
            bodies[index].state = .declaration
        case .statement:
            reset(index)
            if bodies[index].state == .memberStart { bodies[index].state = .unexpected }
        case .continuation:
            if bodies[index].state == .memberStart { bodies[index].state = bodies[index].stateBeforeBoundary }
        case .other, .name:
            // A name or keyword that starts a line at the top level starts a statement: code, not
            // a member.
            if bodies[index].isTopLevel {
                if bodies[index].state == .memberStart { bodies[index].state = .declaration }
                return
            }
            guard kind == .name else {
                if bodies[index].state == .memberStart { bodies[index].state = .unexpected }
                return
            }
            if bodies[index].state != .declaration, Self.startsMissingDeclaration(next) {
                startLookahead(in: index, line: line)
            } else if bodies[index].state == .memberStart {
                bodies[index].state = .unexpected
            }
        }
    }

    /// Punctuation at bracket `depth` (brackets have their own calls): `@` starts attributes, a
    /// `#` directive a declaration, `;` ends a member, an operator at the start of a line goes on
    /// with the member before it, and a literal there is unexpected.
    mutating func punctuation(_ kind: Punctuation, endsOperand: Bool, depth: Int, line: Int) {
        if case .awaitingName = introducer { introducer = .none }
        guard let index = bodies.indices.last, bodies[index].depth == depth else { return }
        operandEnded = endsOperand
        if bodies[index].state == .attributes || bodies[index].attributeArguments > 0 {
            switch kind {
            case .genericArgumentsOpen:
                bodies[index].attributeArguments += 1
                return
            case .genericArgumentsClose where bodies[index].attributeArguments > 0:
                bodies[index].attributeArguments -= 1
                return
            default:
                if bodies[index].attributeArguments > 0 { return }
            }
        }
        switch (bodies[index].state, kind) {
        case (.memberStart, .attribute), (.unexpected, .attribute), (.attributes, .attribute), (.attributes, .period):
            bodies[index].state = .attributeName
            return
        case (.attributeName, _), (.attributes, _):
            // Attributes and no declaration: the parser reads a declaration whose keyword is
            // missing, and looks ahead twice (for a modifier, then for a keyword).
            startLookahead(in: index, line: line, count: 2)
        default:
            break
        }
        switch kind {
        case .attribute, .genericArgumentsOpen, .genericArgumentsClose:
            break  // an attribute of a type, in a declaration (`@escaping`); a type's arguments
        case .directive:
            reset(index)
            bodies[index].state = .declaration
        case .semicolon:
            bodies[index].state = .memberStart
            bodies[index].stateBeforeBoundary = .declaration
        case .operator, .period:
            if bodies[index].state == .memberStart { bodies[index].state = bodies[index].stateBeforeBoundary }
        case .literal:
            if bodies[index].state == .memberStart { bodies[index].state = .unexpected }
        }
    }

    /// Where the parser starts a declaration without its keyword: it looks ahead for one, and
    /// reads what follows as unexpected code (which can only count more: valid code never gets
    /// here).
    private mutating func startLookahead(in index: Int, line: Int, count: Int = 1) {
        if pendingTotal == 0 {
            runCost = 0
            runLine = line
        }
        bodies[index].pending += count
        pendingTotal += count
        bodies[index].state = .unexpected
    }

    /// The kinds of punctuation the member loop tells apart.
    enum Punctuation {
        /// `@`.
        case attribute
        /// `#if`, `#warning`, a macro: a declaration the look-ahead stops at.
        case directive
        /// `;`.
        case semicolon
        /// `.`: a member, or the module of a qualified attribute (`@SwiftUI.State`).
        case period
        /// An operator, `:`, `,`, `?`, `!`: part of the expression or type it is in.
        case `operator`
        /// The `<` that opens generic arguments right after a name (`Set<Int>`), and its `>`.
        case genericArgumentsOpen, genericArgumentsClose
        /// A string literal or a lone backtick.
        case literal
    }

    /// A keyword that stops every look-ahead started in body `index`.
    private mutating func reset(_ index: Int) {
        end(pending: bodies[index].pending)
        bodies[index].pending = 0
    }

    private mutating func end(pending: Int) {
        guard pending > 0 else { return }
        pendingTotal -= pending
        if pendingTotal == 0, runCost > costliestRun {
            costliestRun = runCost
            line = runLine
        }
    }

    /// Whether a name followed by `next` reads as a declaration without its `func` (`(`, `<`) or
    /// `var` (`:`, `=` but not `==`, `,`).
    private static func startsMissingDeclaration(_ next: (UInt8?, UInt8?)) -> Bool {
        switch next.0 {
        case UInt8(ascii: "("), UInt8(ascii: "<"), UInt8(ascii: ":"), UInt8(ascii: ","): true
        case UInt8(ascii: "="): next.1 != UInt8(ascii: "=")
        default: false
        }
    }

    /// How the parser's member loop and its look-ahead treat a word.
    private enum WordKind {
        /// `struct`, `class`, `enum`, `extension`, `protocol`, `actor`: a declaration whose `{`
        /// opens a type body.
        case typeIntroducer
        /// A declaration keyword or modifier: the look-ahead stops there, a member starts.
        case declarationStart
        /// A statement keyword: the look-ahead stops there, but no member starts.
        case statement
        /// A keyword that goes on with the declaration or expression before it, past a line break
        /// (`as`, `where`, `throws`).
        case continuation
        /// Another keyword (`self`, `true`) or a number.
        case other
        /// A name: the parser may read a missing declaration from it.
        case name

        /// The kind of the word `text`: looked up among the keywords of its length that start
        /// with its first byte, since this runs for every word of every file scanned.
        init(_ text: UnsafeBufferPointer<UInt8>) {
            let first = text[0]
            if first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") {
                self = .other
                return
            }
            guard text.count < Self.keywordsByLength.count else {
                self = .name
                return
            }
            for keyword in Self.keywordsByLength[text.count] where keyword.bytes[0] == first && text.elementsEqual(keyword.bytes) {
                self = keyword.kind
                return
            }
            self = .name
        }

        /// Every keyword with its kind, by length.
        private static let keywordsByLength: [[(bytes: [UInt8], kind: WordKind)]] = {
            let all: [(words: [String], kind: WordKind)] = [
                (typeIntroducers, .typeIntroducer), (declarationStarts, .declarationStart), (statements, .statement),
                (continuations, .continuation), (others, .other),
            ]
            var table = Array(repeating: [(bytes: [UInt8], kind: WordKind)](), count: 16)
            for (words, kind) in all {
                for word in words { table[word.utf8.count].append((Array(word.utf8), kind)) }
            }
            return table
        }()

        private static let typeIntroducers = ["struct", "class", "enum", "extension", "protocol", "actor"]
        /// swift-syntax's `DeclarationKeyword` and `DeclarationModifier`, with the binding
        /// specifiers; the look-ahead matches contextual ones by their text.
        private static let declarationStarts = [
            "associatedtype", "case", "deinit", "func", "import", "init", "macro", "operator", "precedencegroup",
            "subscript", "typealias", "using", "let", "var", "inout", "__consuming", "__setter_access", "_const",
            "_local", "async", "borrowing", "consuming", "convenience", "distributed", "dynamic", "fileprivate",
            "final", "indirect", "infix", "internal", "isolated", "lazy", "mutating", "nonisolated", "nonmutating",
            "open", "optional", "override", "package", "postfix", "prefix", "private", "public", "reasync",
            "required", "rethrows", "sending", "static", "unowned", "weak",
        ]
        /// The statement keywords the lexer reserves: the look-ahead stops at each.
        private static let statements = [
            "defer", "do", "for", "guard", "if", "repeat", "switch", "while", "catch", "default", "else", "break",
            "continue", "fallthrough", "return", "throw", "in",
        ]
        private static let continuations = ["as", "is", "where", "try", "await", "some", "any", "throws"]
        /// Other keywords, with `Self` and `Any`, the only ones that start with a capital.
        private static let others = ["self", "super", "true", "false", "nil", "Self", "Any"]
    }
}
