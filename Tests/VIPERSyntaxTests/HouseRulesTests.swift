import Foundation
import SwiftSyntax
import Testing
import VIPERSyntax

/// The size rules of CONTRIBUTING.md, checked on the code itself: a function body longer than
/// ``maximumFunctionLines`` is several steps that want names, and a file longer than
/// ``maximumFileLines`` is several concepts that want files of their own.
@Suite("House rules: the size of functions and files")
struct HouseRulesTests {
    static let maximumFunctionLines = 80
    static let maximumFileLines = 800
    /// The library, the tool and the reference app; tests and benchmarks may be long lists.
    static let checkedFolders = ["Sources", "Examples/Discover/Sources"]

    @Test("no function, initialiser or accessor body is longer than 80 lines")
    func functionsAreShort() throws {
        var long: [String] = []
        for file in try Self.swiftFiles() {
            let text = try String(contentsOf: file.url, encoding: .utf8)
            let parsed = SourceFileParser.parse(source: text, limits: .default)
            let finder = LongBodyFinder(
                converter: SourceLocationConverter(fileName: file.path, tree: parsed.tree),
                limit: Self.maximumFunctionLines)
            finder.walk(parsed.tree)
            long += finder.found.map { "\(file.path):\($0.line) \($0.name) (\($0.lines) lines)" }
        }
        #expect(long.isEmpty, "Split these into named steps:\n\(long.joined(separator: "\n"))")
    }

    @Test("no file is longer than 800 lines")
    func filesAreShort() throws {
        var long: [String] = []
        for file in try Self.swiftFiles() {
            let lines = try String(contentsOf: file.url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count
            if lines > Self.maximumFileLines { long.append("\(file.path) (\(lines) lines)") }
        }
        #expect(long.isEmpty, "Split these into a file per concept:\n\(long.joined(separator: "\n"))")
    }

    @Test("the rule sees a long body: a 90-line function in a source is reported, an 80-line one is not")
    func finderCountsBodyLines() {
        func source(bodyLines: Int) -> String {
            "func f() {\n" + String(repeating: "    print(1)\n", count: bodyLines - 2) + "}\n"
        }
        for (lines, expected) in [(80, 0), (81, 1), (90, 1)] {
            let tree = SourceFileParser.parse(source: source(bodyLines: lines), limits: .default).tree
            let finder = LongBodyFinder(converter: SourceLocationConverter(fileName: "F.swift", tree: tree), limit: 80)
            finder.walk(tree)
            #expect(finder.found.count == expected, "a body of \(lines) lines")
        }
    }

    private static func swiftFiles() throws -> [(path: String, url: URL)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files: [(String, URL)] = []
        for folder in checkedFolders {
            let base = root.appendingPathComponent(folder)
            let walker = try #require(FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil))
            for case let url as URL in walker where url.pathExtension == "swift" {
                files.append((String(url.path.dropFirst(root.path.count + 1)), url))
            }
        }
        #expect(!files.isEmpty, "no Swift files found under \(checkedFolders)")
        return files.sorted { $0.0 < $1.0 }
    }
}

/// Collects the functions, initialisers, accessors and property observers whose braces span
/// more than `limit` lines, counting from the opening brace's line to the closing brace's.
private final class LongBodyFinder: SyntaxVisitor {
    struct LongBody {
        let name: String
        let line: Int
        let lines: Int
    }
    let converter: SourceLocationConverter
    let limit: Int
    var found: [LongBody] = []

    init(converter: SourceLocationConverter, limit: Int) {
        self.converter = converter
        self.limit = limit
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.body, name: node.name.text)
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.body, name: "init")
        return .visitChildren
    }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.body, name: node.accessorSpecifier.text)
        return .visitChildren
    }

    private func check(_ body: CodeBlockSyntax?, name: String) {
        guard let body else { return }
        let first = body.leftBrace.startLocation(converter: converter).line
        let last = body.rightBrace.startLocation(converter: converter).line
        let lines = last - first + 1
        if lines > limit { found.append(LongBody(name: name, line: first, lines: lines)) }
    }
}
