import Testing
@testable import VIPERGenerator

@Suite("SwiftSourceScan")
struct SwiftSourceScanTests {
    func declared(_ text: String) -> [String] {
        SwiftSourceScan(text).declarations.map(\.name)
    }

    @Test("every kind of type declared at file scope is found, with its line")
    func fileScopeDeclarations() {
        let scan = SwiftSourceScan(
            """
            class A {}
            final class B: A {}
            struct C<T> {}
            indirect enum D { case d(D) }
            protocol E: AnyObject {}
            actor F {}
            typealias G = C<Int>
            """)
        #expect(scan.declarations.map(\.name) == ["A", "B", "C", "D", "E", "F", "G"])
        #expect(scan.declarations.map(\.line) == [1, 2, 3, 4, 5, 6, 7])
    }

    @Test("nested types, members and extensions are not file-scope declarations")
    func nestedAreIgnored() {
        #expect(
            declared(
                """
                struct Outer {
                    struct Inner {}
                    enum Kind { case a }
                    class func make() {}
                }
                extension Outer { struct Other {} }
                let actor = 1
                """) == ["Outer"])
    }

    @Test("public and open are told apart from internal, attributes with arguments included")
    func access() {
        let scan = SwiftSourceScan(
            """
            @MainActor public final class A {}
            @available(iOS 16, *) open class B {}
            class C {}
            public let value = 1
            struct D {}
            @preconcurrency
            public protocol E {}
            """)
        #expect(scan.declarations.map { "\($0.name):\($0.isPublic)" } == ["A:true", "B:true", "C:false", "D:false", "E:true"])
    }

    @Test("declarations inside comments and string literals do not count, and braces in them do not nest")
    func commentsAndStrings() {
        #expect(
            declared(
                """
                // class A {}
                /* class B { /* nested */ } */
                let text = "class C { \\(value.map { "}" }) "
                let block = \"\"\"
                    struct D {
                    \"\"\"
                let raw = #"class E " { "#
                struct F {}
                """) == ["F"])
    }

    @Test("declarations behind #if count: they exist on some platform")
    func conditionalCompilation() {
        #expect(declared("#if canImport(UIKit)\nimport UIKit\nfinal class A {}\n#else\nfinal class B {}\n#endif\n") == ["A", "B"])
    }

    @Test("type references are uppercase names that are not members")
    func references() {
        let scan = SwiftSourceScan("let view = ProgressView(); let x = Foo.Bar.baz; let y: [Item] = .init() // Ignored")
        #expect(scan.typeReferences == ["ProgressView", "Foo", "Item"])
    }

    @Test("backticked names are read without their backticks")
    func backticks() {
        #expect(declared("enum `Type` {}") == ["Type"])
    }

    @Test("an unterminated literal ends the scan without a crash")
    func unterminated() {
        #expect(declared("struct A {}\nlet s = \"open\nstruct B {}\nlet t = \"\"\"\nstruct C {}") == ["A", "B"])
    }
}
