import Foundation
import Testing
import ToolTestSupport
import VIPERSyntax

@Suite("Source loading for graph and mocks")
struct SourceLoaderTests {
    @Test("texts come back in path order; unreadable text becomes a diagnostic; generated files are counted, not loaded")
    func load() throws {
        let folder = try TemporaryDirectory()
        try folder.write("struct B {}", to: "App/B.swift")
        try folder.write("struct A {}", to: "App/A.swift")
        try folder.write("// DO NOT EDIT\nstruct Gen {}", to: "App/Gen.swift")
        try Data([0x6C, 0x65, 0x74, 0xE9]).write(to: folder.url.appending(path: "App/Latin1.swift"))
        try folder.write("struct V {}", to: "Pods/Lib/V.swift")
        let loaded = try SourceLoader.load(["."], relativeTo: folder.url.path)
        #expect(loaded.sources.map(\.path) == ["App/A.swift", "App/B.swift"])
        #expect(loaded.sources.first?.text == "struct A {}")
        #expect(loaded.diagnostics == [SourceDiagnostic(path: "App/Latin1.swift", reason: .notUTF8(line: 1, utf16: false))])
        #expect(loaded.generatedCount == 1)
    }

    @Test("a text past a limit is skipped by the loader, or loaded for the parser to check when the loader is told so")
    func limitsLeftToParser() throws {
        let folder = try TemporaryDirectory()
        let long = "// " + String(repeating: "x", count: SourceLimits.default.maxLineLength)
        try folder.write(long, to: "Long.swift")
        try Data([0x6C, 0x65, 0x74, 0xE9]).write(to: folder.url.appending(path: "Latin1.swift"))
        let checked = try? SourceLoader.load(["."], relativeTo: folder.url.path)
        #expect(checked == nil)
        let unchecked = try SourceLoader.load(["."], relativeTo: folder.url.path, checkingLimits: false)
        #expect(unchecked.sources.map(\.path) == ["Long.swift"])
        #expect(unchecked.diagnostics.map(\.path) == ["Latin1.swift"])
        #expect(SourceFileParser.parse(source: long).skipped != nil)
    }

    @Test("when every Swift file found is skipped, the error names each one and why")
    func everyFileSkipped() throws {
        let folder = try TemporaryDirectory()
        let long = "// " + String(repeating: "x", count: SourceLimits.default.maxLineLength)
        try folder.write(long, to: "Long.swift")
        #expect(
            throws: SourceLoadingError.noSwiftFiles(
                ["."],
                skipped: [
                    SourceDiagnostic(
                        path: "Long.swift",
                        reason: .lineTooLong(length: long.utf8.count, limit: SourceLimits.default.maxLineLength, line: 1))
                ])
        ) {
            try SourceLoader.load(["."], relativeTo: folder.url.path)
        }
        let message = SourceLoadingError.noSwiftFiles(["."], skipped: [SourceDiagnostic(path: "A.swift", reason: .binary)]).description
        #expect(message.contains("the one found was skipped"))
        #expect(message.contains("\n  A.swift: skipped:"))
        let empty = try TemporaryDirectory()
        #expect(throws: SourceLoadingError.noSwiftFiles(["."], skipped: [])) { try SourceLoader.load(["."], relativeTo: empty.url.path) }
    }

    @Test("parsing many sources keeps their order and skips the hostile one")
    func parseMany() {
        let deep = "let x = " + String(repeating: "(", count: 1_000) + String(repeating: ")", count: 1_000)
        let parsed = SourceFileParser.parse(["struct A {}", deep, "struct B {}"])
        #expect(parsed.map { $0.skipped == nil } == [true, false, true])
        #expect(parsed[2].tree.statements.first?.trimmedDescription == "struct B {}")
    }
}
