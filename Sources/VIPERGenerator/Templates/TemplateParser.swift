/// Reads template text into ``TemplateNode``s.
///
/// Tags are `{{name}}`, `{{#if condition}}`, `{{else if condition}}`, `{{else}}`,
/// `{{/if}}` and `{{! comment}}`. A block tag alone on its line takes the whole
/// line with it, so templates can indent and break lines around their blocks
/// without leaving blank lines in the output.
struct TemplateParser {
    /// The template's name in error messages.
    let file: String

    private enum Tag: Equatable {
        case variable(String)
        case openIf(String)
        case elseIf(String)
        case otherwise
        case endIf
        case comment

        var isBlock: Bool {
            if case .variable = self { false } else { true }
        }
    }

    private enum Token {
        case text(String)
        case tag(Tag, line: Int)
    }

    /// Parses `text` into nodes.
    func parse(_ text: String) throws(TemplateError) -> [TemplateNode] {
        try build(from: strippingStandaloneLines(tokenize(text)))
    }

    private func tokenize(_ text: String) throws(TemplateError) -> [Token] {
        var tokens: [Token] = []
        var line = 1
        var rest = text[...]
        while let open = rest.firstRange(of: "{{") {
            let before = rest[..<open.lowerBound]
            if !before.isEmpty { tokens.append(.text(String(before))) }
            line += before.count { $0 == "\n" }
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.firstRange(of: "}}"),
                !afterOpen[..<close.lowerBound].contains("\n")
            else {
                throw TemplateError(file: file, line: line, kind: .unterminatedTag)
            }
            let body = String(afterOpen[..<close.lowerBound])
            tokens.append(.tag(try tag(body, line: line), line: line))
            rest = afterOpen[close.upperBound...]
        }
        if !rest.isEmpty { tokens.append(.text(String(rest))) }
        return tokens
    }

    private func tag(_ body: String, line: Int) throws(TemplateError) -> Tag {
        let trimmed = body.trimmingSpaces
        if trimmed.hasPrefix("!") { return .comment }
        if trimmed == "else" { return .otherwise }
        if trimmed == "/if" { return .endIf }
        if trimmed.hasPrefix("#if ") { return .openIf(String(trimmed.dropFirst(4))) }
        if trimmed.hasPrefix("else if ") { return .elseIf(String(trimmed.dropFirst(8))) }
        if trimmed.isTemplateIdentifier { return .variable(trimmed) }
        throw TemplateError(file: file, line: line, kind: .malformedTag(body))
    }

    /// Removes the indentation and line break around block tags that stand alone on their line.
    private func strippingStandaloneLines(_ tokens: [Token]) -> [Token] {
        var trimHead = Set<Int>(), trimTail = Set<Int>()
        for (index, token) in tokens.enumerated() {
            guard case .tag(let tag, _) = token, tag.isBlock else { continue }
            let previous = index - 1, next = index + 1
            let startsLine: Bool
            if previous < 0 {
                startsLine = true
            } else if case .text(let text) = tokens[previous] {
                let tail = text.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
                startsLine = tail.allSatisfy { $0 == " " || $0 == "\t" } && (text.contains("\n") || previous == 0)
            } else {
                startsLine = false
            }
            let endsLine: Bool
            if next == tokens.count {
                endsLine = true
            } else if case .text(let text) = tokens[next] {
                let head = text.prefix { $0 != "\n" }
                endsLine = head.allSatisfy { $0 == " " || $0 == "\t" } && (text.contains("\n") || next == tokens.count - 1)
            } else {
                endsLine = false
            }
            guard startsLine, endsLine else { continue }
            if previous >= 0 { trimTail.insert(previous) }
            if next < tokens.count { trimHead.insert(next) }
        }
        return tokens.enumerated().map { index, token in
            guard case .text(let text) = token else { return token }
            var start = text.startIndex, end = text.endIndex
            if trimHead.contains(index) {
                start = text.firstIndex(of: "\n").map(text.index(after:)) ?? text.endIndex
            }
            if trimTail.contains(index) {
                end = text.lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex
            }
            return .text(start < end ? String(text[start..<end]) : "")
        }
    }

    private struct OpenIf {
        let line: Int
        var branches: [TemplateBranch]
        var otherwise: [TemplateNode]?
        /// The nodes before the `{{#if}}`, restored when it closes.
        let outer: [TemplateNode]
    }

    private func build(from tokens: [Token]) throws(TemplateError) -> [TemplateNode] {
        var current: [TemplateNode] = []
        var stack: [OpenIf] = []

        func closeBranch() {
            guard !stack.isEmpty else { return }
            if stack[stack.count - 1].otherwise != nil {
                stack[stack.count - 1].otherwise = current
            } else {
                stack[stack.count - 1].branches[stack[stack.count - 1].branches.count - 1].body = current
            }
        }

        for token in tokens {
            switch token {
            case .text(let text):
                if !text.isEmpty { current.append(.text(text)) }
            case .tag(.comment, _):
                continue
            case .tag(.variable(let name), let line):
                current.append(.variable(name, line: line))
            case .tag(.openIf(let text), let line):
                let condition = try TemplateCondition.parse(text, line: line, file: file)
                stack.append(OpenIf(line: line, branches: [TemplateBranch(condition: condition, body: [])], otherwise: nil, outer: current))
                current = []
            case .tag(.elseIf(let text), let line):
                guard !stack.isEmpty else { throw TemplateError(file: file, line: line, kind: .unexpected(tag: "else if")) }
                guard stack[stack.count - 1].otherwise == nil else { throw TemplateError(file: file, line: line, kind: .branchAfterElse) }
                closeBranch()
                let condition = try TemplateCondition.parse(text, line: line, file: file)
                stack[stack.count - 1].branches.append(TemplateBranch(condition: condition, body: []))
                current = []
            case .tag(.otherwise, let line):
                guard !stack.isEmpty else { throw TemplateError(file: file, line: line, kind: .unexpected(tag: "else")) }
                guard stack[stack.count - 1].otherwise == nil else { throw TemplateError(file: file, line: line, kind: .branchAfterElse) }
                closeBranch()
                stack[stack.count - 1].otherwise = []
                current = []
            case .tag(.endIf, let line):
                guard !stack.isEmpty else { throw TemplateError(file: file, line: line, kind: .unexpected(tag: "/if")) }
                closeBranch()
                let open = stack.removeLast()
                current = open.outer + [.conditional(branches: open.branches, otherwise: open.otherwise ?? [])]
            }
        }
        if let unclosed = stack.first {
            throw TemplateError(file: file, line: unclosed.line, kind: .unclosedIf)
        }
        return current
    }
}
