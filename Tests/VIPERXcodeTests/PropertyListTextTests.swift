import Testing
@testable import VIPERXcode

@Suite("Reading property list text with its byte ranges")
struct PropertyListTextTests {
    static func parse(_ text: String) throws -> PropertyListText {
        try PropertyListText(bytes: Array(text.utf8))
    }

    @Test("entries and elements keep their spans, comments included")
    func spans() throws {
        let list = try Self.parse("{ a = (X /* x */, Y); b = \"q\\\"r\"; }")
        let a = try #require(list.root.entry("a"))
        #expect(list.text(a.span) == "a = (X /* x */, Y);")
        let elements = try #require(a.value.elements)
        #expect(elements.map { list.text($0.span) } == ["X /* x */,", "Y"])
        #expect(elements.map { list.text($0.valueSpan) } == ["X /* x */", "Y"])
        #expect(list.root.entry("b")?.value.string == "q\"r")
    }

    @Test("unquoted strings hold paths and build setting names")
    func unquoted() throws {
        let list = try Self.parse("{ shellPath = /bin/sh; path = Base.lproj/Main.storyboard; }")
        #expect(list.root.entry("shellPath")?.value.string == "/bin/sh")
        #expect(list.root.entry("path")?.value.string == "Base.lproj/Main.storyboard")
    }

    @Test("a syntax error names its line")
    func syntaxError() {
        #expect(throws: PropertyListSyntaxError(line: 3, reason: "expected '='")) {
            try Self.parse("{\n a = 1;\n b 2;\n}")
        }
        #expect(throws: PropertyListSyntaxError(line: 1, reason: "a quoted string is not closed")) {
            try Self.parse("{ a = \"open; }")
        }
    }
}

@Suite("Carrying an edit over to the original text")
struct ProjectTextMergeTests {
    static func merge(original: String, base: String, edited: String) throws -> String {
        let merged = try ProjectTextMerge.merge(
            original: PropertyListText(bytes: Array(original.utf8)),
            base: PropertyListText(bytes: Array(base.utf8)),
            edited: PropertyListText(bytes: Array(edited.utf8))
        )
        return String(decoding: merged, as: UTF8.self)
    }

    @Test("an element added to a one-line array without trailing comma keeps that style")
    func oneLineArray() throws {
        let merged = try Self.merge(
            original: "{ objects = { A = {isa = G; children = (B /* b */); }; }; }",
            base: "{ objects = { A = {isa = G; children = (B /* b */, ); }; }; }",
            edited: "{ objects = { A = {isa = G; children = (B /* b */, C /* c */, ); }; }; }"
        )
        #expect(merged == "{ objects = { A = {isa = G; children = (B /* b */, C /* c */); }; }; }")
    }

    @Test("differences between the original and the base rendering are kept")
    func keepsOriginalFormatting() throws {
        let merged = try Self.merge(
            original: "{\n\tobjects = {\n\t\tA = {\n\t\t\tisa = G;\n\t\t\tchildren = (\n\t\t\t\tB,\n\t\t\t);\n\t\t};\n\t};\n}\n",
            base:
                "{\n\tobjects = {\n\t\tA = {\n\t\t\tisa = G;\n\t\t\tchildren = (\n\t\t\t\tB,\n\t\t\t);\n\t\t\textra = ( );\n\t\t};\n\t};\n}\n",
            edited:
                "{\n\tobjects = {\n\t\tA = {\n\t\t\tisa = G;\n\t\t\tchildren = (\n\t\t\t\tB,\n\t\t\t\tC,\n\t\t\t);\n\t\t\textra = ( );\n\t\t};\n\t};\n}\n"
        )
        #expect(
            merged == "{\n\tobjects = {\n\t\tA = {\n\t\t\tisa = G;\n\t\t\tchildren = (\n\t\t\t\tB,\n\t\t\t\tC,\n\t\t\t);\n\t\t};\n\t};\n}\n"
        )
    }

    @Test("a removed element leaves with its line")
    func removesLines() throws {
        let original =
            "{\n\tobjects = {\n\t\tA = {\n\t\t\tisa = G;\n\t\t\tchildren = (\n\t\t\t\tB,\n\t\t\t\tC,\n\t\t\t);\n\t\t};\n\t};\n}\n"
        let merged = try Self.merge(original: original, base: original, edited: original.replacingOccurrences(of: "\t\t\t\tC,\n", with: ""))
        #expect(merged == original.replacingOccurrences(of: "\t\t\t\tC,\n", with: ""))
    }

    @Test("quoted and unquoted spellings of the same identifier are the same element")
    func quotedIdentifiers() throws {
        let merged = try Self.merge(
            original: "{ objects = { \"A\" = { isa = \"G\"; children = ( \"B\", ); }; }; }",
            base: "{ objects = { A = {isa = G; children = (B, ); }; }; }",
            edited: "{ objects = { A = {isa = G; children = (B, C, ); }; }; }"
        )
        #expect(merged == "{ objects = { \"A\" = { isa = \"G\"; children = ( \"B\", C, ); }; }; }")
    }
}
