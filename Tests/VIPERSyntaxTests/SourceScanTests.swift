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

    @Test("the first limit exceeded names the measure, the limit and the line")
    func firstExceeded() {
        let deep = "let x = " + String(repeating: "(", count: 300) + String(repeating: ")", count: 300)
        let reason = scan(deep).firstExceeded(.default)
        #expect(reason == .nestingTooDeep(depth: 300, limit: 256, line: 1))
        #expect(reason?.message.hasPrefix("skipped: nesting depth 300 exceeds 256") == true)
        #expect(scan("let x = [1]").firstExceeded(.default) == nil)
    }
}
