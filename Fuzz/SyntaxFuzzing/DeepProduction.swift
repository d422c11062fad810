/// A Swift production the parser recurses into, repeated to any depth: the inputs the
/// pre-parse guard (``SourceScan``) must stop before they reach the parser's recursion.
///
/// `source(repeating: n)` is `prefix + open×n + core + close×n + suffix`, e.g. generic
/// arguments: `let x: A<A<A<Int>>>`.
public struct DeepProduction: Sendable, Hashable, CustomStringConvertible {
    /// What it nests, e.g. `generic arguments`.
    public let name: String
    let prefix: String
    let open: String
    let core: String
    let close: String
    let suffix: String

    init(_ name: String, _ prefix: String, _ open: String, _ core: String, _ close: String = "", _ suffix: String = "\n") {
        self.name = name
        self.prefix = prefix
        self.open = open
        self.core = core
        self.close = close
        self.suffix = suffix
    }

    public var description: String { name }

    /// The production nested `count` times.
    public func source(repeating count: Int) -> String {
        var text = prefix
        text.reserveCapacity(prefix.utf8.count + count * (open.utf8.count + close.utf8.count) + core.utf8.count + suffix.utf8.count)
        for _ in 0..<count { text += open }
        text += core
        for _ in 0..<count { text += close }
        return text + suffix
    }

    /// Every production the guard covers, one per way the parser (or a walk over its tree)
    /// recurses.
    public static let all: [DeepProduction] = [
        DeepProduction("parentheses", "let x = ", "(", "1", ")"),
        DeepProduction("tuple types", "let x: ", "(", "A", ")"),
        DeepProduction("square brackets after a literal", "let x = ", "[1, ", "1", "]"),
        DeepProduction("dictionary literals", "let x = ", "[1: ", "1", "]"),
        DeepProduction("closures", "let x = ", "{ ", "1", " }"),
        DeepProduction("generic arguments", "let x: ", "A<", "Int", ">"),
        DeepProduction("generic arguments in an expression", "let x = ", "A<", "B", ">", "()\n"),
        DeepProduction("generic arguments in a constraint", "func f<T: ", "A<", "B", ">", ">() {}\n"),
        DeepProduction("existential generic arguments", "let x: ", "any A<", "B", ">"),
        DeepProduction("function types", "let x: ", "(A) -> ", "A"),
        DeepProduction("function types without parentheses", "let x: ", "A -> ", "A"),
        DeepProduction("throwing function types", "let x: ", "() throws -> ", "A"),
        DeepProduction("optional chains", "let x = a", "?.a", ""),
        DeepProduction("member chains", "let x = a", ".a", ""),
        DeepProduction("member types", "let x: A", ".A", ""),
        DeepProduction("key paths", "let x = \\A", ".a", ""),
        DeepProduction("implicit member chains", "let x: A = .a", ".a", ""),
        DeepProduction("force unwraps", "let x = a", "!", ""),
        DeepProduction("call chains", "let x = f", "()", ""),
        DeepProduction("subscript chains", "let x = a", "[0]", ""),
        DeepProduction("trailing closure chains", "let x = f", "{}", ""),
        DeepProduction("try", "let x = ", "try ", "a"),
        DeepProduction("await", "let x = ", "await ", "a"),
        DeepProduction("consume", "let x = ", "consume ", "a"),
        DeepProduction("some", "let x: ", "some ", "A"),
        DeepProduction("any", "let x: ", "any ", "A"),
        DeepProduction("inout", "func f(x: ", "inout ", "A", "", ") {}\n"),
        DeepProduction("names side by side in parentheses", "let x = ", "(a b ", "1", ")"),
        DeepProduction("ternary conditionals", "let x = ", "a ? ", "1", " : 1"),
        DeepProduction("string interpolations", "let x = ", "\"\\(", "1", ")\""),
        DeepProduction("#if blocks", "", "#if A\n", "let x = 1\n", "#endif\n", ""),
        DeepProduction("else if chains", "func f() {\nif a {}", " else if a {}", "", "", "\n}\n"),
        DeepProduction("enum case patterns", "func f() {\nif case ", ".a(", "let x", ")", " = y {}\n}\n"),
        DeepProduction("nested types", "", "struct A {\n", "", "}\n", ""),
        DeepProduction(
            "switch statements missing their braces", "func f() {\n", "    switch a\n    guard b else { return }\n", "",
            "", "}\n"),
        DeepProduction("arrays of generics", "let x = ", "[A<", "B", ">]"),
        DeepProduction("arrays of generic tuples", "let x = ", "[A<(", "B", ")>]"),
        DeepProduction("nested square brackets", "let x = ", "[", "1", "]"),
    ]
}
