import Testing

@testable import VIPERMocks

@Suite("The scan that picks the files worth parsing")
struct DeclarationScanTests {
    @Test("the word protocol is found wherever it stands")
    func protocolWord() {
        #expect(DeclarationScan("public protocol Store {}").mentionsProtocol)
        #expect(DeclarationScan("@MainActor\nprotocol View: AnyObject {}").mentionsProtocol)
        #expect(!DeclarationScan("struct Protocols { let protocolName = \"\" }").mentionsProtocol)
    }

    @Test("enums and type aliases name themselves; dotted names give each component")
    func enumsAndAliases() {
        let scan = DeclarationScan("indirect enum Tree {}\ntypealias Done = () -> Void\nenum `Type`: Int {}\ntypealias A.B = Int")
        #expect(scan.declaredNames == ["Tree", "Done", "Type", "A", "B"])
    }

    @Test("structs, classes and extensions count only where an equatable protocol is named")
    func conformingTypes() {
        #expect(DeclarationScan("struct Point {}\nclass Box {}\nextension Account.Kind {}").declaredNames.isEmpty)
        let scan = DeclarationScan("struct Point: Hashable {}\nfinal class Box {}\nextension Account.Kind: Equatable {}")
        #expect(scan.declaredNames == ["Point", "Box", "Account", "Kind"])
    }

    @Test("a keyword is found only as a whole word, at the start and the end of the text too")
    func wholeWords() {
        #expect(DeclarationScan("protocol").mentionsProtocol)
        #expect(!DeclarationScan("myprotocol protocols").mentionsProtocol)
        #expect(DeclarationScan("enum E").declaredNames == ["E"])
        #expect(DeclarationScan("subenum X; typealiases Y; enum").declaredNames.isEmpty)
        #expect(DeclarationScan("x.enum Mode").declaredNames == ["Mode"])
    }

    @Test("a name after a comment or a line break is still found")
    func separators() {
        #expect(DeclarationScan("enum /* note */ Mode {}").declaredNames.contains("Mode"))
        #expect(DeclarationScan("enum\n    Mode {}").declaredNames == ["Mode"])
    }
}
