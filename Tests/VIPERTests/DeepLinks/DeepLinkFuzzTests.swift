import Testing
import ToolTestSupport
import VIPER

@Suite("DeepLinkFuzz")
struct DeepLinkFuzzTests {
    /// How the fuzzer builds one URL.
    enum Shape: CaseIterable {
        case randomBytes, mutatedValid, percentGarbage, hugeSegment, manySegments, unicode, emptySegments
    }

    static let validURLs = [
        "discover://favorites", "discover://poi/42", "discover://poi/featured", "discover://poi/sintra/reviews",
        "discover://search?q=caf%C3%A9+lisbon&page=2", "discover://files/a/b/c", "discover://user/ana/3",
        "discover://poi/123e4567-e89b-12d3-a456-426614174000", "other+app://home/5#top",
    ]
    static let garbage = ["%", "%%", "%G", "%4", "%FF", "%C3", "%E2%82", "%00", "%2F", "%ZZ", "+", "%u00e9", "%%41"]
    static let unicode = ["é", "日本", "👩‍👩‍👧", "\u{301}", "עברית", "\u{0}", "\u{FEFF}", "Ω≈ç√", "\u{10FFFF}"]
    static let delimiters = [":", "/", "//", "?", "#", "&", "=", "<", ">", "://", " ", "\t", "\n"]

    @Test("100,000 random and mutated URLs never crash and every failure is a typed DeepLinkError")
    func fuzz() throws {
        let table = try DiscoverLinks.table()
        var generator = SplitMix(state: 0x5EED)
        var outcomes: [String: Int] = [:]
        for _ in 0..<100_000 {
            let url = Self.makeURL(using: &generator)
            do {
                let steps = try table.resolve(url)
                #expect(!steps.isEmpty)
                outcomes["resolved", default: 0] += 1
            } catch {
                #expect(!error.description.isEmpty)
                outcomes[Self.kind(of: error), default: 0] += 1
            }
        }
        #expect(outcomes.values.reduce(0, +) == 100_000)
        for kind in [
            "resolved", "tooLong", "tooManySegments", "missingScheme", "emptySegment",
            "invalidPercentEncoding", "invalidUTF8", "noMatch",
        ] {
            #expect(outcomes[kind, default: 0] > 0, "the fuzzer never produced \(kind): \(outcomes)")
        }
    }

    static func makeURL(using generator: inout SplitMix) -> String {
        func pick(_ options: [String]) -> String { options.randomElement(using: &generator) ?? "" }
        switch Shape.allCases.randomElement(using: &generator) ?? .randomBytes {
        case .randomBytes:
            let bytes = (0..<Int.random(in: 0...80, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let prefix = Bool.random(using: &generator) ? "discover://" : ""
            return prefix + String(decoding: bytes, as: UTF8.self)
        case .mutatedValid:
            var characters = Array(pick(validURLs))
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0...characters.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: characters.insert(contentsOf: pick(delimiters + garbage + unicode), at: position)
                case 1 where position < characters.count: characters.remove(at: position)
                default: characters.insert(contentsOf: String(Int.random(in: -99...99, using: &generator)), at: position)
                }
            }
            return String(characters)
        case .percentGarbage:
            return "discover://poi/" + (0..<Int.random(in: 1...5, using: &generator)).map { _ in pick(garbage + ["a", "1"]) }.joined()
                + (Bool.random(using: &generator) ? "?q=" + pick(garbage) : "")
        case .hugeSegment:
            return "discover://poi/"
                + String(repeating: pick(["a", "9", "%41", "é"]), count: Int.random(in: 100...3000, using: &generator))
        case .manySegments:
            let count = Int.random(in: 20...200, using: &generator)
            return "discover://files/" + (0..<count).map { String($0) }.joined(separator: "/")
        case .unicode:
            return pick(["discover://", "DISCOVER://", "ü://"]) + pick(unicode + ["poi", "files"]) + "/" + pick(unicode + ["1"])
                + "/" + pick(unicode)
        case .emptySegments:
            return "discover://" + pick(["poi", "files", "user", ""])
                + String(repeating: "/", count: Int.random(in: 1...4, using: &generator))
                + pick(["1", "x", ""]) + pick(["", "/", "//"])
        }
    }

    /// The error's case name, for counting outcomes.
    static func kind(of error: DeepLinkError) -> String {
        String(describing: Mirror(reflecting: error).children.first?.label ?? "\(error)")
    }
}
