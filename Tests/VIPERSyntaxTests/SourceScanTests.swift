import Testing
import VIPERSyntax

@Suite("Source pre-scan")
struct SourceScanTests {
    private func scan(_ text: String) -> SourceScan { SourceScan(Array(text.utf8)) }

    @Test("nesting depth counts brackets of every kind, with the line it was reached on")
    func depth() {
        let result = scan("func f() {\n  let x = [(1, {\n 2 })]\n}")
        #expect(result.nestingDepth == 4)
        #expect(result.nestingLine == 2)
    }

    @Test("brackets in comments and string literals do not count")
    func commentsAndStrings() {
        let text = ##"""
            // (((((
            /* [[[[ /* nested {{{{ */ ]]] */
            let a = "(((("
            let b = #"[[[" \(x) "#
            let c = """
                {{{{ "
                """
            """##
        #expect(scan(text).nestingDepth == 0)
    }

    @Test("brackets in string interpolations count, and the string resumes after them")
    func interpolation() {
        // `\(`, the call `f(` (a call is one more level of its postfix chain, and its
        // parenthesis another) and `[`.
        let result = scan(#"let s = "a \(f([1])) ((( " + g(h(1))"#)
        #expect(result.nestingDepth == 4)
    }

    @Test("a run of nested '[' is measured with the '<' and '(' inside it, and literals end the run")
    func squareBrackets() {
        #expect(scan("let x = [[[[1]]]]").squareBracketNesting == 4)
        #expect(scan("let x = [([([1])])]").squareBracketNesting == 5)
        #expect(scan("let x = [A<[A<B>]>]").squareBracketNesting == 4)
        #expect(scan("let x = [a: [b: [c: 1]]]").squareBracketNesting == 3)
        #expect(scan("let x = [1: [2: [3: 1]]]").squareBracketNesting == 1)
        #expect(scan("let x = ((((((((((((((1))))))))))))))").squareBracketNesting == 0)
    }

    @Test("the longest line is measured in bytes, with its line number")
    func longestLine() {
        let result = scan("a\n" + String(repeating: "b", count: 30) + "\nc")
        #expect(result.longestLine == 30)
        #expect(result.longestLineNumber == 2)
    }

    @Test("a NUL byte marks the file binary")
    func binary() {
        #expect(SourceScan([0x6C, 0x00, 0x65]).containsNUL)
        #expect(!scan("let x = 1").containsNUL)
    }

    @Test("a name right after another inside parentheses counts two levels until they close; labelled parameters stay shallow")
    func juxtaposedNames() {
        // The call `x(` counts one level as a postfix, each `(` one, each pair of names two.
        #expect(scan("return x(a b ").nestingDepth == 4)
        #expect(scan("return x" + String(repeating: "(a b ", count: 100)).nestingDepth == 301)
        #expect(scan("return x" + String(repeating: "(a, ", count: 100)).nestingDepth == 101)
        #expect(scan("func f(a b: Int, _ c: Int, with d: Int) {}\nlet y = (1)").nestingDepth == 8)
        #expect(scan("let a = b\nlet c = d").nestingDepth == 0)
    }

    @Test("the first limit exceeded names the measure, the limit and the line")
    func firstExceeded() {
        let deep = "let x = " + String(repeating: "(", count: 300) + String(repeating: ")", count: 300)
        let reason = scan(deep).firstExceeded(.default)
        #expect(reason == .nestingTooDeep(depth: 300, limit: 256, line: 1))
        #expect(reason?.message.hasPrefix("skipped: nesting depth 300 exceeds 256") == true)
        #expect(scan("let x = [1]").firstExceeded(.default) == nil)
    }

    @Test("a switch counts one level until its brace, and sixteen to the end of the block without it")
    func switchWithoutItsBrace() {
        #expect(scan("func f() {\n    switch a {\n    case 1: break\n    default: break\n    }\n}\n").nestingDepth == 2)
        #expect(
            scan("func f() {\n    let s = x.switch\n    let t = `switch`\n}\n").nestingDepth
                == scan("func f() {\n    let s = x.other\n    let t = `other`\n}\n").nestingDepth)
        #expect(scan("func f() {\n    switch a\n    guard b else { return }\n}\n").nestingDepth == 18)
        #expect(scan("func f() {\n    switch a\n}\nfunc g() {\n    switch b {}\n}\n").nestingDepth == 2)
    }

    @Test("statements after many switches without their braces are skipped, not parsed for seconds")
    func bracelessSwitchesAreSkipped() {
        // The shape a fuzzed file had: a mutation repeated the line that opens a switch, with
        // part of the line before, 220 times; it took the parser over 10 s.
        let line = "        switch info.st_mode & S_IFMlet x t = follow ? stat(path, &info) : lstat(path, &info)\n"
        let text =
            "init?(path: String) {\n" + String(repeating: line + "        guard result == 0 else { return nil }\n", count: 220) + "}\n"
        guard case .nestingTooDeep(_, let limit, let line)? = scan(text).firstExceeded(.default) else {
            Issue.record("not skipped for its nesting: \(String(describing: scan(text).firstExceeded(.default)))")
            return
        }
        #expect(limit == 256)
        #expect(line == 441)
    }
}
