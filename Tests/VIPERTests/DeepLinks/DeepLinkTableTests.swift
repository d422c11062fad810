import Dispatch
import Foundation
import Testing
import ToolTestSupport
import VIPER

@Suite("DeepLinkTable")
struct DeepLinkTableTests {
    @Test("a link expands to several navigation steps: Favorites, then the detail on top")
    func multipleSteps() throws {
        let table = try DiscoverLinks.table()
        #expect(try table.resolve("discover://poi/42") == [.dismissAll, .setRoot(.favorites), .push(.detail(id: 42))])
    }

    @Test("a Foundation URL resolves and matches as its text does")
    func foundationURL() throws {
        let table = try DiscoverLinks.table()
        let url = try #require(URL(string: "discover://poi/42?ref=push%20note"))
        #expect(try table.resolve(url) == table.resolve("discover://poi/42?ref=push%20note"))
        #expect(try table.match(url).url == DeepLinkURL("discover://poi/42?ref=push%20note"))
        #expect(throws: DeepLinkError.noMatch(url: "discover://nowhere")) {
            try table.resolve(try #require(URL(string: "discover://nowhere")))
        }
    }

    @Test("a uuid placeholder takes a UUID in any letter case and refuses anything else")
    func uuidPlaceholder() throws {
        var table = DeepLinkTable<String>()
        try table.register("app://item/<uuid:id>") { link in [try link.uuid("id").uuidString] }
        #expect(try table.resolve("app://item/123e4567-E89B-12d3-a456-426614174000") == ["123E4567-E89B-12D3-A456-426614174000"])
        for bad in ["123e4567e89b12d3a456426614174000", "123e4567-e89b-12d3-a456-42661417400g", "{123e4567-e89b-12d3-a456-426614174000}"] {
            #expect(throws: DeepLinkError.self, "\(bad)") { try table.resolve("app://item/\(bad)") }
        }
    }

    @Test("scheme and host compare case-insensitively, path segments do not")
    func caseInsensitivity() throws {
        let table = try DiscoverLinks.table()
        #expect(try table.match("DISCOVER://Favorites").pattern.text == "discover://favorites")
        #expect(try table.match("discover://poi/FEATURED").pattern.text == "discover://poi/<string:slug>")
    }

    @Test("query parameters reach the handler, decoded")
    func query() throws {
        let table = try DiscoverLinks.table()
        #expect(try table.resolve("discover://search?q=caf%C3%A9+lisbon") == [.setRoot(.home), .push(.search(query: "café lisbon"))])
    }

    @Test("a handler's missing query parameter is a typed error")
    func missingQuery() throws {
        let table = try DiscoverLinks.table()
        #expect(throws: DeepLinkError.missingQueryItem(name: "q", url: "discover://search")) {
            try table.resolve("discover://search")
        }
    }

    @Test("a handler asking for a parameter its pattern lacks gets a typed error")
    func missingParameter() throws {
        var table = DeepLinkTable<Int>()
        try table.register("app://item/<string:id>") { link in [try link.int("id")] }
        #expect(throws: DeepLinkError.missingParameter(name: "id", expected: "int", pattern: "app://item/<string:id>")) {
            try table.resolve("app://item/7")
        }
    }

    @Test("an integer query parameter is read as an Int, or rejected with its value")
    func queryInt() throws {
        var table = DeepLinkTable<Int>()
        try table.register("app://list") { link in [try link.queryInt("page")] }
        #expect(try table.resolve("app://list?page=3") == [3])
        #expect(throws: DeepLinkError.invalidQueryItem(name: "page", value: "three", expected: "a decimal integer such as 2")) {
            try table.resolve("app://list?page=three")
        }
    }

    @Test("an error of the handler's own is reported as handlerFailed with the pattern")
    func handlerFailure() throws {
        struct Unavailable: Error, CustomStringConvertible { var description: String { "offline" } }
        var table = DeepLinkTable<Int>()
        try table.register("app://x") { _ in throw Unavailable() }
        #expect(throws: DeepLinkError.handlerFailed(pattern: "app://x", reason: "offline")) { try table.resolve("app://x") }
    }

    @Test(
        "a URL no pattern matches is a typed error",
        arguments: [
            "discover://nowhere", "discover://poi", "discover://poi/1/2/3", "unknown://favorites", "discover://files",
        ])
    func noMatch(url: String) throws {
        let table = try DiscoverLinks.table()
        #expect(throws: DeepLinkError.noMatch(url: url)) { try table.match(url) }
    }

    @Test(
        "the most specific pattern wins: literal over typed over string over catch-all",
        arguments: [
            ("discover://poi/featured", "discover://poi/featured"),
            ("discover://poi/17", "discover://poi/<int:id>"),
            ("discover://poi/123e4567-e89b-12d3-a456-426614174000", "discover://poi/<uuid:key>"),
            ("discover://poi/sintra", "discover://poi/<string:slug>"),
            ("discover://poi/17/reviews", "discover://poi/<int:id>/reviews"),
            ("discover://poi/sintra/reviews", "discover://poi/<string:slug>/reviews"),
            ("discover://files/readme", "discover://files/readme"),
            ("discover://files/notes/info", "discover://files/<string:name>/info"),
            ("discover://files/notes/more", "discover://files/<path:rest>"),
            ("discover://user/ana/3", "discover://user/<name>/<int:page>"),
            ("discover://user/ana/photos", "discover://user/<name>/<path:rest>"),
            ("discover://user/ana/3/x", "discover://user/<name>/<path:rest>"),
        ])
    func specificity(url: String, expected: String) throws {
        #expect(try DiscoverLinks.table().match(url).pattern.text == expected)
    }

    @Test("when a specific branch fails deeper, matching backtracks to a less specific one")
    func backtracking() throws {
        var table = DeepLinkTable<String>()
        try table.register("app://h/a/b") { _ in ["literal"] }
        try table.register("app://h/<s>/c") { _ in ["string"] }
        #expect(try table.resolve("app://h/a/c") == ["string"])
        #expect(try table.resolve("app://h/a/b") == ["literal"])
    }

    @Test("two patterns that would tie are rejected, naming both")
    func ambiguity() throws {
        var table = DeepLinkTable<Int>()
        try table.register("app://poi/<int:id>") { _ in [1] }
        #expect(throws: DeepLinkPatternError.ambiguous(pattern: "APP://poi/<int:other>", existing: "app://poi/<int:id>")) {
            try table.register("APP://poi/<int:other>") { _ in [2] }
        }
        #expect(throws: DeepLinkPatternError.ambiguous(pattern: "app://poi/<x>", existing: "app://poi/<string:x>")) {
            try table.register("app://poi/<string:x>") { _ in [3] }
            try table.register("app://poi/<x>") { _ in [4] }
        }
        let message = DeepLinkPatternError.ambiguous(pattern: "b", existing: "a").description
        #expect(message.contains("\"a\"") && message.contains("\"b\""))
    }

    @Test("int and uuid placeholders at the same place never match the same URL, so both register")
    func disjointTypes() throws {
        var table = DeepLinkTable<String>()
        try table.register("app://poi/<int:id>") { _ in ["int"] }
        try table.register("app://poi/<uuid:id>") { _ in ["uuid"] }
        #expect(try table.resolve("app://poi/5") == ["int"])
        #expect(try table.resolve("app://poi/00000000-0000-0000-0000-000000000000") == ["uuid"])
    }

    @Test("a rejected pattern leaves the table as it was")
    func rejectedRegistration() throws {
        var table = try DiscoverLinks.table()
        let before = table.patterns
        #expect(throws: DeepLinkPatternError.self) { try table.register("discover://favorites") { _ in [] } }
        #expect(table.patterns == before)
    }

    @Test("the trie picks the same pattern as trying every pattern in turn, for 20,000 random URLs")
    func agreesWithLinearScan() throws {
        let table = try DiscoverLinks.table()
        var generator = SplitMix(state: 7)
        let pieces = [
            "poi", "files", "user", "reviews", "info", "readme", "featured", "17", "-3", "ana",
            "123e4567-e89b-12d3-a456-426614174000", "x",
        ]
        var matched = 0
        for _ in 0..<20_000 {
            let host = ["discover", "poi", "files", "user", "favorites", "search"].randomElement(using: &generator) ?? ""
            let depth = Int.random(in: 0...4, using: &generator)
            let path = (0..<depth).map { _ in pieces.randomElement(using: &generator) ?? "" }
            let url = try DeepLinkURL("discover://\(host)/" + path.joined(separator: "/"))
            let expected = DiscoverLinks.linearMatch(url, in: table.patterns)
            let actual = try? table.match(url).pattern
            #expect(actual == expected, "\(url)")
            matched += actual == nil ? 0 : 1
        }
        #expect(matched > 2_000)
    }

    @Test("one table resolves links from 8 threads at once")
    func concurrentResolution() throws {
        let table = try DiscoverLinks.table()
        let results = ConcurrentResults()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for id in 0..<500 {
                let steps = try? table.resolve("discover://poi/\(worker * 1000 + id)")
                results.record(steps == [.dismissAll, .setRoot(.favorites), .push(.detail(id: worker * 1000 + id))])
            }
        }
        #expect(results.count == 4000)
        #expect(results.allTrue)
    }
}
