import Testing
import VIPERSyntax

/// The guard's measure of the parser's error recovery in the bodies of types: lines there that
/// are not declarations make the parser look ahead to the next declaration keyword, once per
/// line, so a run of them costs quadratic time. Code that parses measures nothing.
@Suite("The pre-parse guard measures the error recovery's look-ahead in type bodies", .serialized)
struct RecoveryLookaheadTests {
    private func lookahead(_ text: String) -> Int { SourceScan(Array(text.utf8)).recoveryLookahead }

    /// `count` copies of `line` in the body of a struct, after one valid member.
    private func body(_ line: String, count: Int) -> String {
        "struct S {\n    var x: Int { 1 }\n" + String(repeating: line + "\n", count: count) + "}\n"
    }

    @Test("members written every way that parses measure nothing")
    func validCodeMeasuresNothing() {
        let text = """
            @MainActor
            public final class Screen<Model: Sendable>: Base, Presenting
            where Model: Hashable {
                @Published private(set) var state: Model
                @SwiftUI.State var flag = false
                @Environment(\\.dismiss)
                private var dismiss
                @IBOutlet weak var label: UILabel!
                nonisolated(unsafe) static var shared = Screen(
                    state: .init()
                )
                lazy var formatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "y"
                    return formatter
                }()
                let handler: (@Sendable (Int) -> Void)? = nil
                let total = values
                    .map { $0 * 2 }
                    .reduce(0, +)
                let sum =
                    compute(1, 2)
                var computed: Int {
                    get { work(1) }
                    set { work(newValue) }
                }
                class func make() -> Screen { Screen(state: .init()) }
                func load<T>(
                    _ value: T
                )
                    async throws -> Result<T, Error>
                    where T: Decodable
                {
                    helper(value)
                    other(value)
                    return .success(value)
                }
                func
                    longName()
                {}
                static func == (lhs: Screen, rhs: Screen) -> Bool { true }
                subscript(index: Int) -> Model { state }
                #if DEBUG
                func debug() {}
                #endif
                enum Kind: String, CaseIterable { case a = "a", b
                    case c(Int),
                        d
                }
                func run() {
                    let actor = makeActor()
                    if actor.ready {
                        start(actor)
                        finish(actor)
                    }
                }
                let `default` = 1; var next = 2
                init(state: Model) { self.state = state }
                deinit {}
            }
            protocol Source { associatedtype Item: Sendable
                func items() -> [Item]
                var count: Int { get }
            }
            """
        #expect(lookahead(text) == 0)
    }

    @Test("lines that read as declarations without their keyword cost quadratic look-ahead, from the first one's line")
    func missingKeywordsAreQuadratic() {
        let small = lookahead(body("    b()", count: 200))
        let large = lookahead(body("    b()", count: 400))
        #expect(small > 40_000)
        #expect(large > 3 * small)
        let scan = SourceScan(Array(body("    b()", count: 400).utf8))
        #expect(scan.firstExceeded(.default) == .recoveryTooLong(tokens: large, limit: 50_000, line: 3))
        #expect(lookahead(body("    x = y", count: 200)) > 40_000)
        #expect(lookahead(body("    self.value = other", count: 200)) > 40_000)
    }

    @Test("a declaration keyword or the body's end stops every look-ahead")
    func keywordsEndTheLookahead() {
        let interleaved = lookahead(body("    b()\n    func f() {}", count: 400))
        #expect(interleaved == 400 * 3)  // each `b()` reads `(`, `)` and stops at `func`
        let outside = "struct S {\n    b()\n}\n" + String(repeating: "let x = f(1)\n", count: 400)
        #expect(lookahead(outside) == 3)  // `(`, `)` and the body's `}`
        let statements = "func f() {\n" + String(repeating: "    b()\n", count: 400) + "}\n"
        #expect(lookahead(statements) == 0)
    }

    @Test("the shapes fuzzing found: escaped names, attributes without a declaration, a mismatched bracket")
    func fuzzedShapes() {
        // A line cut in two made "` or `" an escaped name before `(`, 125 times among 1,000 lines.
        #expect(lookahead(body("    pubp` or `()`.\n    pubpe is `Void` or `()`.", count: 120)) > 50_000)
        // Attributes repeated with no declaration after them, and a stray `)`.
        let attributes =
            "    publi @escaping @MainActor (Change<Screen>) -> Void\n    ) -> AnyCancellable {\n        observers.add(o)\n    }\n"
        #expect(lookahead(body(attributes, count: 100)) > 50_000)
        // A parameter list closed by `]`: the declaration ends, and each labelled line after it
        // reads as a variable without `var`.
        let parameters =
            "    public init(\n" + String(repeating: "        a: String, b: Bool, c: Model], d: String,\n", count: 100) + "    ) {}\n"
        #expect(lookahead("struct S {\n" + parameters + "}\n") > 50_000)
    }

    @Test("just under the limit the file parses within the time limit; past it, it is skipped", arguments: ["    b()", "    @objc x"])
    func limit(_ line: String) throws {
        var low = 1
        var high = 2_000
        try #require(lookahead(body(line, count: high)) > SourceLimits.default.maxRecoveryLookahead)
        while high - low > 1 {
            let middle = (low + high) / 2
            if lookahead(body(line, count: middle)) <= SourceLimits.default.maxRecoveryLookahead { low = middle } else { high = middle }
        }
        let atLimit = SourceFileParser.parse([body(line, count: low)], limits: .default)[0]
        #expect(atLimit.skipped == nil, "\(line) ×\(low): \(atLimit.diagnostics.first?.message ?? "")")
        let past = SourceFileParser.parse([body(line, count: high)], limits: .default)[0]
        guard case .recoveryTooLong? = past.skipped else {
            Issue.record("\(line) ×\(high) is not skipped for its look-ahead: \(String(describing: past.skipped))")
            return
        }
    }

    @Test(
        "at the top level, attributes with no declaration after them measure a look-ahead each; statements, declarations and generic attributes measure nothing"
    )
    func topLevelAttributes() {
        let block = "///\n/// ```swift\n/// @MainActor protocol P {}\n/// ```\n@MainAcrd every state the presenter rendered.\n"
        #expect(lookahead(String(repeating: block, count: 10)) > 0)
        #expect(lookahead(String(repeating: block, count: 200)) > SourceLimits.default.maxRecoveryLookahead)
        let valid = """
            import Foundation
            @main
            struct App {
                static func main() {}
            }
            @MainActor func start() {}
            @available(*, deprecated, message: "use start()")
            public func begin() {}
            let handler: @Sendable () -> Void = {}
            print(value)
            value = compute(1, 2)
            Task { @MainActor in run() }
            @propertyWrapper struct Wrapped { var wrappedValue: Int }
            @discardableResult
            func f() -> Int { 1 }
            #if DEBUG
            @inline(never) func g() {}
            #endif
            @MyOptionSet<UInt8>
            struct ShippingOptions {
                @Clamped<Array<Int>>(range: 0...1) var value = 0
            }
            """
        #expect(lookahead(valid) == 0)
    }
}
