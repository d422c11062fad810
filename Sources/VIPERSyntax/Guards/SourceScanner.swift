#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one pass over a file's bytes behind ``SourceScan``: a step per kind of token, and a
/// stack of what is open (brackets and the productions that nest without them).
///
/// Nothing is allocated but the stack of open frames and the stack of open string literals.
struct SourceScanner {
    /// Something open at a point of the scan, innermost last.
    enum Frame: UInt8 {
        case paren, square, brace
        /// `\(` in a string literal: its `)` resumes the literal.
        case interpolation
        /// A generic `<`, closed by `>`.
        case angle
        /// The `?` of a ternary conditional, closed by its `:`.
        case ternary
        /// The `->` of a function type, whose result type may hold another; pushed
        /// ``levelsPerArrow`` times.
        case arrow
        /// An `else if`: the parser recurses into each, until the chain ends.
        case elseIf
        /// A `switch` whose subject is being read; its `{` ends it.
        case switchSubject
        /// A `switch` that lacks its `{` (a statement keyword came first), pushed
        /// ``levelsPerBracelessSwitch`` times: the parser reads the rest of the block as its
        /// cases, so it stays open until the enclosing bracket closes.
        case bracelessSwitch

        /// Levels one `->` counts for: the parser's recovery from a chain of arrows (`A -> A -> A`)
        /// costs more time per level than any other production.
        static let levelsPerArrow = 4
        /// Levels a `switch` without its `{` counts for: the parser's look-ahead at each open
        /// one makes every later statement of the block cost as many times over.
        static let levelsPerBracelessSwitch = 16
        /// Levels a name right after another inside parentheses counts for (`(a b (a b …`), until
        /// the parenthesis closes: the parser's recovery from each such pair costs time that grows
        /// with the parentheses open (100 of `(a b ` take 3.5 s in the debug build). Labelled
        /// parameters, `(with value: Int)`, are such pairs too, and count while their list is open.
        static let levelsPerJuxtaposedName = 2

        var isBracket: Bool { rawValue <= Frame.interpolation.rawValue }
        /// Frames that end with the expression or type they are in (at `;`, `=`, `&&`, `||`,
        /// `{` and a keyword that starts a declaration or statement).
        var endsWithExpression: Bool { self == .angle || self == .ternary || self == .arrow }
    }

    /// An open bracket: its kind, and the enclosing bracket's runs it resumes when it closes.
    private struct OpenBracket {
        var frame: Frame
        var enclosingPostfixRun: Int
        var enclosingJuxtaposedLevels: Int
    }

    /// An open string literal: its `#` count and whether it is multi-line (`"""`).
    private struct StringLiteral {
        var hashes: Int
        var isMultiline: Bool
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var result = SourceScan()
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var frames: [Frame] = []
    /// Open string literals, innermost last; code inside an interpolation has its literal here
    /// and an ``Frame/interpolation`` frame on `frames`.
    private var literals: [StringLiteral] = []
    private var inLiteral = false
    /// Open `#if` blocks.
    private var conditionDepth = 0
    /// Prefix keywords in a row (`try await consume x`).
    private var prefixRun = 0
    /// Members, calls and subscripts in one postfix chain (`a.b().c[0]`) within the innermost
    /// bracket.
    private var postfixRun = 0
    /// Levels counted for names right after another (``Frame/levelsPerJuxtaposedName``) within
    /// the innermost bracket, and their sum over every open bracket.
    private var juxtaposedLevels = 0
    private var juxtaposedTotal = 0
    /// Whether the last token was a name or number on this line.
    private var afterWord = false
    /// What each open bracket saved when it opened, outermost first.
    private var openBrackets: [OpenBracket] = []
    /// The sum of the enclosing brackets' postfix runs: a chain goes on after the bracket
    /// closes, and what is inside it nests below the chain.
    private var enclosingPostfixTotal = 0
    /// `[` open in one run of the type look-ahead.
    private var squareRun = 0
    /// Whether the last token was `}`: an `else` after it goes on with an `else if` chain,
    /// anything else ends it.
    private var chainMayEnd = false
    /// Whether the last token was the keyword `else`.
    private var afterElse = false
    /// Whether no token has been read on this line yet.
    private var atLineStart = true
    /// Brackets open (`(`, `[`, `{`, `\(`).
    private var bracketDepth = 0
    /// The error recovery's look-ahead in the bodies of types.
    private var recovery = MemberRecoveryMeter()

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Scans every byte and returns what was measured.
    consuming func scan() -> SourceScan {
        if let base = bytes.baseAddress, memchr(base, 0, bytes.count) != nil { result.containsNUL = true }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Byte.newline {
                endLine(at: index)
                index += 1
                if inLiteral, let literal = literals.last, !literal.isMultiline { closeLiteral() }
                if !inLiteral { recovery.newline(depth: bracketDepth) }
            } else if inLiteral {
                scanLiteral(byte)
            } else {
                scanCode(byte)
            }
        }
        endLine(at: bytes.count)
        result.recoveryLookahead = recovery.total
        result.recoveryLine = recovery.line
        return result
    }

    // MARK: Lines, comments and string literals

    private mutating func endLine(at position: Int) {
        let length = position - lineStart
        if length > result.longestLine {
            result.longestLine = length
            result.longestLineNumber = line
        }
        line += 1
        lineStart = position + 1
        atLineStart = true
        afterWord = false
    }

    private func byte(at position: Int) -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private func hashes(from position: Int) -> Int {
        var end = position
        while end < bytes.count, bytes[end] == Byte.hash { end += 1 }
        return end - position
    }

    private mutating func skipLineComment() {
        while index < bytes.count, bytes[index] != Byte.newline { index += 1 }
    }

    /// Skips a `/* */` comment, nested ones included.
    private mutating func skipBlockComment() {
        var level = 1
        index += 2
        while index < bytes.count, level > 0 {
            let current = bytes[index]
            if current == Byte.newline {
                endLine(at: index)
            } else if current == Byte.slash, byte(at: index + 1) == Byte.star {
                level += 1
                index += 1
            } else if current == Byte.star, byte(at: index + 1) == Byte.slash {
                level -= 1
                index += 1
            }
            index += 1
        }
    }

    /// One byte inside a string literal: an interpolation opens, the literal closes, or the
    /// byte is text.
    private mutating func scanLiteral(_ byte: UInt8) {
        let literal = literals[literals.count - 1]
        if byte == Byte.backslash, hashes(from: index + 1) == literal.hashes {
            let next = index + 1 + literal.hashes
            index = next + 1
            if self.byte(at: next) == UInt8(ascii: "(") {
                inLiteral = false
                open(.interpolation)
            }
            return
        }
        if byte == Byte.quote {
            let quotes = literal.isMultiline ? 3 : 1
            var end = index
            while end < bytes.count, end - index < quotes, bytes[end] == Byte.quote { end += 1 }
            if end - index == quotes, hashes(from: end) >= literal.hashes {
                closeLiteral()
                index = end + literal.hashes
                return
            }
        }
        index += 1
    }

    /// Opens a string literal whose opening quote is at `start`, after `hashCount` `#`.
    private mutating func openLiteral(at start: Int, hashCount: Int) {
        let isMultiline = byte(at: start + 1) == Byte.quote && byte(at: start + 2) == Byte.quote
        literals.append(StringLiteral(hashes: hashCount, isMultiline: isMultiline))
        inLiteral = true
        index = start + (isMultiline ? 3 : 1)
    }

    private mutating func closeLiteral() {
        literals.removeLast()
        inLiteral = false
    }

    // MARK: Code

    /// One token of code, from its first byte.
    private mutating func scanCode(_ byte: UInt8) {
        switch byte {
        case Byte.space, Byte.tab, Byte.carriageReturn:
            index += 1
            return
        case Byte.slash where self.byte(at: index + 1) == Byte.slash:
            skipLineComment()
            return
        case Byte.slash where self.byte(at: index + 1) == Byte.star:
            skipBlockComment()
            return
        default:
            break
        }
        recovery.token()
        if Byte.isIdentifier(byte) {
            let juxtaposed = afterWord
            scanWord()
            afterWord = true
            if juxtaposed, openBrackets.last?.frame == .paren {
                juxtaposedLevels += Frame.levelsPerJuxtaposedName
                juxtaposedTotal += Frame.levelsPerJuxtaposedName
                recordDepth()
            }
        } else {
            if chainMayEnd { endElseIfChain() }
            afterElse = false
            afterWord = false
            scanPunctuation(byte)
        }
        atLineStart = false
    }

    /// Brackets, operators and literals' openings.
    private mutating func scanPunctuation(_ byte: UInt8) {
        switch byte {
        case Byte.hash: scanHash()
        case Byte.quote:
            breakRuns()
            recovery.punctuation(.literal, endsOperand: true, depth: bracketDepth, line: line)
            openLiteral(at: index, hashCount: 0)
        case UInt8(ascii: "`"): scanBacktick()
        case UInt8(ascii: "("):
            index += 1
            open(.paren)
        case UInt8(ascii: "["):
            index += 1
            open(.square)
        case UInt8(ascii: "{"):
            index += 1
            open(.brace)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            index += 1
            close(byte)
        case UInt8(ascii: "<"): scanLeftAngle()
        case UInt8(ascii: ">"):
            let closesAngle = frames.last == .angle
            if closesAngle { frames.removeLast() }
            recovery.punctuation(
                closesAngle ? .genericArgumentsClose : .operator, endsOperand: closesAngle, depth: bracketDepth, line: line)
            index += 1
        case UInt8(ascii: "-") where self.byte(at: index + 1) == UInt8(ascii: ">"):
            recovery.punctuation(.operator, endsOperand: false, depth: bracketDepth, line: line)
            index += 2
            prefixRun = 0
            for _ in 0..<Frame.levelsPerArrow { push(.arrow) }
        case UInt8(ascii: "?"): scanQuestionMark()
        case UInt8(ascii: "!"):
            let isPostfix = index > 0 && Byte.endsOperand(bytes[index - 1])
            if isPostfix {
                postfixRun += 1
                recordDepth()
            }
            recovery.punctuation(.operator, endsOperand: isPostfix, depth: bracketDepth, line: line)
            index += 1
        case UInt8(ascii: "."): scanDot()
        case UInt8(ascii: ":"):
            recovery.punctuation(.operator, endsOperand: false, depth: bracketDepth, line: line)
            if let ternary = frames.lastIndex(of: .ternary), frames[ternary...].allSatisfy(\.endsWithExpression) {
                frames.removeSubrange(ternary...)
            }
            prefixRun = 0
            postfixRun = 0
            index += 1
        case UInt8(ascii: ","):
            recovery.punctuation(.operator, endsOperand: false, depth: bracketDepth, line: line)
            while frames.last == .arrow { frames.removeLast() }
            prefixRun = 0
            postfixRun = 0
            index += 1
        default: scanOperator(byte)
        }
    }

    /// An operator character: `;`, an assignment, `&&` and `||` end an expression; others
    /// break the runs.
    private mutating func scanOperator(_ byte: UInt8) {
        let next = self.byte(at: index + 1)
        let previous = index > 0 ? bytes[index - 1] : Byte.space
        switch byte {
        case UInt8(ascii: ";"): recovery.punctuation(.semicolon, endsOperand: false, depth: bracketDepth, line: line)
        case UInt8(ascii: "@"): recovery.punctuation(.attribute, endsOperand: false, depth: bracketDepth, line: line)
        default: recovery.punctuation(.operator, endsOperand: false, depth: bracketDepth, line: line)
        }
        switch byte {
        case UInt8(ascii: ";"):
            endExpression()
        case UInt8(ascii: "=") where next != UInt8(ascii: "=") && !Byte.isOperator(previous):
            endExpression()
        case UInt8(ascii: "&") where next == UInt8(ascii: "&"), UInt8(ascii: "|") where next == UInt8(ascii: "|"):
            endExpression()
            index += 1
        case UInt8(ascii: "&"), UInt8(ascii: "@"):
            prefixRun = 0
        default:
            breakRuns()
            postfixRun = 0
        }
        index += 1
    }

    /// `#if` / `#endif`, a raw string literal (`#"…"#`), or another `#` directive or macro.
    private mutating func scanHash() {
        let hashCount = hashes(from: index)
        let start = index + hashCount
        if byte(at: start) == Byte.quote {
            breakRuns()
            recovery.punctuation(.literal, endsOperand: true, depth: bracketDepth, line: line)
            openLiteral(at: start, hashCount: hashCount)
            return
        }
        recovery.punctuation(.directive, endsOperand: false, depth: bracketDepth, line: line)
        index = start
        guard hashCount == 1, let first = byte(at: start), Byte.isIdentifier(first) else { return }
        let word = readWord()
        if matches(word, Keyword.if) {
            conditionDepth += 1
            recordDepth()
        } else if matches(word, Keyword.endif) {
            conditionDepth = max(0, conditionDepth - 1)
        }
    }

    /// A name, keyword or number.
    private mutating func scanWord() {
        let startsLine = atLineStart
        let word = readWord()
        recovery.word(
            UnsafeBufferPointer(rebasing: bytes[word]), next: bytesAfterSpaces(), escaped: false, depth: bracketDepth,
            line: line)
        let isElse = matches(word, Keyword.else)
        if chainMayEnd, !isElse { endElseIfChain() }
        chainMayEnd = false
        defer { afterElse = isElse }
        if Byte.isDigit(bytes[word.lowerBound]) {
            breakRuns()
            return
        }
        if startsLine { postfixRun = 0 }
        if Keyword.prefixes.contains(where: { matches(word, $0) }) {
            prefixRun += 1
            recordDepth()
        } else if matches(word, Keyword.if) {
            endSwitchSubject()
            endExpression()
            if afterElse { push(.elseIf) }
        } else if Keyword.starters.contains(where: { matches(word, $0) }) {
            endSwitchSubject()
            endExpression()
            if matches(word, Keyword.switch), !isMemberName(word) {
                push(.switchSubject)
            }
        } else {
            prefixRun = 0
        }
    }

    /// Whether the name at `word` follows a `.`: a member, not a keyword (`.switch`).
    private func isMemberName(_ word: Range<Int>) -> Bool {
        word.lowerBound > 0 && bytes[word.lowerBound - 1] == UInt8(ascii: ".")
    }

    /// The two bytes after `index` and the spaces and tabs that follow it.
    private func bytesAfterSpaces() -> (UInt8?, UInt8?) {
        var position = index
        while position < bytes.count, bytes[position] == Byte.space || bytes[position] == Byte.tab { position += 1 }
        return (byte(at: position), byte(at: position + 1))
    }

    /// A backtick: an escaped name (`` `switch` ``, `` `a b` ``) when another closes it on the
    /// same line, as the lexer reads it; a lone backtick otherwise.
    private mutating func scanBacktick() {
        prefixRun = 0
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != Byte.newline,
            bytes[end] != Byte.carriageReturn
        {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "`") else {
            recovery.punctuation(.literal, endsOperand: false, depth: bracketDepth, line: line)
            index += 1
            return
        }
        let name = index + 1..<end
        index = end + 1
        recovery.word(
            UnsafeBufferPointer(rebasing: bytes[name]), next: bytesAfterSpaces(), escaped: true, depth: bracketDepth,
            line: line)
    }

    /// Whether the name at `word` is `keyword`.
    private func matches(_ word: Range<Int>, _ keyword: [UInt8]) -> Bool {
        word.count == keyword.count && bytes[word].elementsEqual(keyword)
    }

    /// Reads the name at `index` and moves past it.
    private mutating func readWord() -> Range<Int> {
        let start = index
        while index < bytes.count, Byte.isIdentifier(bytes[index]) { index += 1 }
        return start..<index
    }

    /// `<`: a generic argument list when it follows a name with nothing between (`Array<Int>`),
    /// otherwise an operator.
    private mutating func scanLeftAngle() {
        let previous = index > 0 ? bytes[index - 1] : Byte.space
        let next = byte(at: index + 1)
        index += 1
        let opensArguments = Byte.isIdentifier(previous) && next != UInt8(ascii: "<") && next != UInt8(ascii: "=")
        recovery.punctuation(opensArguments ? .genericArgumentsOpen : .operator, endsOperand: false, depth: bracketDepth, line: line)
        if opensArguments {
            prefixRun = 0
            if squareRun > 0 { extendSquareRun() }
            push(.angle)
        } else {
            breakRuns()
            postfixRun = 0
        }
    }

    /// `?`: a ternary conditional when whitespace stands before it, optional chaining or an
    /// optional type otherwise.
    private mutating func scanQuestionMark() {
        let previous = index > 0 ? bytes[index - 1] : Byte.space
        index += 1
        let isTernary =
            previous == Byte.space || previous == Byte.tab || previous == Byte.newline || previous == Byte.carriageReturn
        recovery.punctuation(.operator, endsOperand: !isTernary && Byte.endsOperand(previous), depth: bracketDepth, line: line)
        if isTernary {
            prefixRun = 0
            postfixRun = 0
            push(.ternary)
        } else if Byte.endsOperand(previous) {
            postfixRun += 1
            recordDepth()
        }
    }

    /// `.`: a member of a postfix chain, or part of an operator (`...`, `..<`).
    private mutating func scanDot() {
        recovery.punctuation(.period, endsOperand: false, depth: bracketDepth, line: line)
        if byte(at: index + 1) == UInt8(ascii: "."), byte(at: index + 2) == UInt8(ascii: ".") || byte(at: index + 2) == UInt8(ascii: "<") {
            breakRuns()
            postfixRun = 0
            index += 2
            return
        }
        let isDecimalPoint = index > 0 && Byte.isDigit(bytes[index - 1]) && byte(at: index + 1).map(Byte.isDigit) == true
        index += 1
        prefixRun = 0
        guard !isDecimalPoint else { return }
        postfixRun += 1
        recordDepth()
    }

    // MARK: Frames and runs

    private mutating func open(_ frame: Frame) {
        let previous = index > 1 ? bytes[index - 2] : Byte.space
        if frame == .brace, previous != UInt8(ascii: "}") { endExpression() }
        if frame == .brace, frames.last == .switchSubject { frames.removeLast() }
        if frame != .interpolation, Byte.endsOperand(previous) {
            // A call, subscript or trailing closure of a postfix chain: `f()()`, `a[0][1]`, `f {}{}`.
            postfixRun += 1
        }
        prefixRun = 0
        switch frame {
        case .square: extendSquareRun()
        case .paren where squareRun > 0: extendSquareRun()
        case .brace: squareRun = 0
        default: break
        }
        openBrackets.append(
            OpenBracket(frame: frame, enclosingPostfixRun: postfixRun, enclosingJuxtaposedLevels: juxtaposedLevels))
        enclosingPostfixTotal += postfixRun
        postfixRun = 0
        juxtaposedLevels = 0
        push(frame)
        bracketDepth += 1
        recovery.opened(brace: frame == .brace, depth: bracketDepth)
    }

    /// One more bracket in a run of the type look-ahead: a `[`, or a `(` or generic `<` after one.
    private mutating func extendSquareRun() {
        squareRun += 1
        if squareRun > result.squareBracketNesting {
            result.squareBracketNesting = squareRun
            result.squareBracketLine = line
        }
    }

    private mutating func push(_ frame: Frame) {
        frames.append(frame)
        recordDepth()
    }

    /// A closing bracket ends everything opened since its opening bracket; an interpolation's
    /// resumes its string literal. A `)` or `]` where a `{` is the innermost bracket closes
    /// nothing: the parser skips it as unexpected code, and the brace stays open.
    private mutating func close(_ byte: UInt8) {
        squareRun = 0
        prefixRun = 0
        guard let bracket = frames.lastIndex(where: \.isBracket) else {
            frames.removeAll()
            openBrackets.removeAll()
            postfixRun = 0
            enclosingPostfixTotal = 0
            juxtaposedLevels = 0
            juxtaposedTotal = 0
            bracketDepth = 0
            recovery.closed(depth: 0, matching: false)
            return
        }
        let frame = frames[bracket]
        if frame == .brace, byte != UInt8(ascii: "}") {
            recovery.punctuation(.literal, endsOperand: false, depth: bracketDepth, line: line)
            return
        }
        frames.removeSubrange(bracket...)
        bracketDepth -= 1
        let matches =
            switch frame {
            case .paren, .interpolation: byte == UInt8(ascii: ")")
            case .square: byte == UInt8(ascii: "]")
            default: true
            }
        recovery.closed(depth: bracketDepth, matching: matches)
        juxtaposedTotal -= juxtaposedLevels
        if let opened = openBrackets.popLast() {
            postfixRun = opened.enclosingPostfixRun
            enclosingPostfixTotal -= opened.enclosingPostfixRun
            juxtaposedLevels = opened.enclosingJuxtaposedLevels
        } else {
            postfixRun = 0
        }
        if frame == .interpolation, !literals.isEmpty { inLiteral = true }
        if frame == .brace { chainMayEnd = true }
    }

    /// The end of an expression or type: what nests only within one ends with it.
    private mutating func endExpression() {
        while let last = frames.last, last.endsWithExpression { frames.removeLast() }
        prefixRun = 0
        postfixRun = 0
    }

    /// A statement keyword where a switch's `{` was due: that switch nests the rest of the block.
    private mutating func endSwitchSubject() {
        guard frames.last == .switchSubject else { return }
        frames.removeLast()
        for _ in 0..<Frame.levelsPerBracelessSwitch { push(.bracelessSwitch) }
    }

    private mutating func endElseIfChain() {
        chainMayEnd = false
        while frames.last == .elseIf { frames.removeLast() }
    }

    /// A literal or operator: the type look-ahead and a prefix run stop there.
    private mutating func breakRuns() {
        squareRun = 0
        prefixRun = 0
    }

    private mutating func recordDepth() {
        let depth = frames.count + conditionDepth + prefixRun + postfixRun + enclosingPostfixTotal + juxtaposedTotal
        if depth > result.nestingDepth {
            result.nestingDepth = depth
            result.nestingLine = line
        }
    }
}

/// The bytes the scanner tells apart.
private enum Byte {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")

    /// A byte of a name or number: ASCII letters, digits, `_`, `$` and every byte of a
    /// non-ASCII character.
    static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || isDigit(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    /// A byte that ends an operand, so a bracket right after it is postfix: a call, a subscript.
    static func endsOperand(_ byte: UInt8) -> Bool {
        isIdentifier(byte) || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
            || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: ">")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// A character that can be part of an operator (`=` after one is not an assignment).
    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "+"),
            UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }
}

/// The keywords the scanner tells apart, as bytes.
private enum Keyword {
    static let `if` = Array("if".utf8)
    static let endif = Array("endif".utf8)
    static let `else` = Array("else".utf8)
    static let `switch` = Array("switch".utf8)
    /// Keywords the parser reads a type or expression after by recursing: one level each.
    static let prefixes = [
        "try", "await", "consume", "copy", "each", "some", "any", "inout", "borrowing", "consuming", "sending",
        "isolated", "repeat", "__shared", "__owned",
    ].map { Array($0.utf8) }
    /// Keywords that start a declaration or statement, so the expression or type before them
    /// has ended.
    static let starters = [
        "func", "var", "let", "init", "subscript", "case", "typealias", "associatedtype", "deinit", "import",
        "struct", "class", "enum", "protocol", "extension", "actor", "return", "throw", "guard", "while", "for",
        "switch", "in", "where", "defer", "do", "catch", "break", "continue",
    ].map { Array($0.utf8) }
}
