import Testing
import VIPER

@Suite("DeepLinkURL")
struct DeepLinkURLTests {
    @Test("a URL splits into lowercased scheme and host, decoded path, query and fragment")
    func parts() throws {
        let url = try DeepLinkURL("Discover://POI/Caf%C3%A9/42?q=a+b%26c&flag#Top%20part")
        #expect(url.scheme == "discover")
        #expect(url.host == "poi")
        #expect(url.path == ["Café", "42"])
        #expect(url.query.items == [.init(name: "q", value: "a b&c"), .init(name: "flag", value: "")])
        #expect(url.fragment == "Top part")
    }

    @Test("an escaped slash stays inside its segment and + stays literal in the path")
    func escapedSlash() throws {
        #expect(try DeepLinkURL("app://files/a%2Fb/c+d").path == ["a/b", "c+d"])
    }

    @Test("a single trailing slash is ignored")
    func trailingSlash() throws {
        #expect(try DeepLinkURL("discover://favorites/").path == [])
        #expect(try DeepLinkURL("discover://poi/7/").path == ["7"])
    }

    @Test("repeated query names keep their order; the subscript gives the first")
    func repeatedQueryNames() throws {
        let url = try DeepLinkURL("discover://search?tag=a&tag=b&&q=x")
        #expect(url.query.values(named: "tag") == ["a", "b"])
        #expect(url.query["tag"] == "a")
        #expect(url.query["q"] == "x")
        #expect(url.query["missing"] == nil)
    }

    @Test("a URL without scheme:// is rejected")
    func missingScheme() {
        #expect(throws: DeepLinkError.missingScheme(url: "discover/poi/1")) { try DeepLinkURL("discover/poi/1") }
        #expect(throws: DeepLinkError.missingScheme(url: "discover:/poi")) { try DeepLinkURL("discover:/poi") }
        #expect(throws: DeepLinkError.missingScheme(url: "://poi")) { try DeepLinkURL("://poi") }
    }

    @Test("a scheme must start with a letter and use only letters, digits, +, - and .")
    func invalidScheme() {
        #expect(throws: DeepLinkError.invalidScheme(scheme: "1app")) { try DeepLinkURL("1app://x") }
        #expect(throws: DeepLinkError.invalidScheme(scheme: "my app")) { try DeepLinkURL("my app://x") }
    }

    @Test("a URL without a host is rejected")
    func missingHost() {
        #expect(throws: DeepLinkError.missingHost(url: "discover:///poi")) { try DeepLinkURL("discover:///poi") }
        #expect(throws: DeepLinkError.missingHost(url: "discover://?q=1")) { try DeepLinkURL("discover://?q=1") }
    }

    @Test("an empty segment inside the path is rejected with its index")
    func emptySegment() {
        #expect(throws: DeepLinkError.emptySegment(index: 1, url: "discover://poi/1//x")) {
            try DeepLinkURL("discover://poi/1//x")
        }
    }

    @Test("a % not followed by two hex digits is rejected, wherever it is")
    func invalidEscapes() {
        for (url, escape) in [
            ("discover://poi/%", "%"), ("discover://poi/%4", "%4"), ("discover://poi/%G1", "%G1"),
            ("discover://search?q=%zz", "%zz"), ("disc%41ver://x", nil), ("discover://h%x/1", "%x"),
        ] {
            do {
                _ = try DeepLinkURL(url)
                Issue.record("\(url) was accepted")
            } catch {
                if let escape {
                    #expect(error == .invalidPercentEncoding(escape: escape, url: url))
                } else {
                    #expect(error == .invalidScheme(scheme: "disc%41ver"))
                }
            }
        }
    }

    @Test("escapes that decode to invalid UTF-8 are rejected")
    func invalidUTF8() {
        #expect(throws: DeepLinkError.invalidUTF8(component: "%FF%FE")) { try DeepLinkURL("discover://poi/%FF%FE") }
        #expect(throws: DeepLinkError.invalidUTF8(component: "%C3")) { try DeepLinkURL("discover://poi/%C3") }
    }

    @Test("URLs longer than the limit or with more segments are rejected before parsing")
    func limits() throws {
        let limits = DeepLinkLimits(maxLength: 40, maxSegments: 3)
        let long = "discover://poi/" + String(repeating: "a", count: 30)
        #expect(throws: DeepLinkError.tooLong(length: 45, limit: 40)) { try DeepLinkURL(long, limits: limits) }
        #expect(throws: DeepLinkError.tooManySegments(count: 4, limit: 3)) { try DeepLinkURL("d://h/a/b/c/d", limits: limits) }
        #expect(try DeepLinkURL("d://h/a/b/c/", limits: limits).path == ["a", "b", "c"])
    }

    @Test("errors quote huge URLs shortened and say what to do")
    func errorMessages() {
        let huge = String(repeating: "x", count: 5000)
        let message = DeepLinkError.noMatch(url: huge).description
        #expect(message.count < 300)
        #expect(message.contains("5000 bytes"))
        #expect(DeepLinkError.tooLong(length: 9000, limit: 2048).description.contains("maxLength"))
        #expect(DeepLinkError.invalidPercentEncoding(escape: "%G", url: "a://b/%G").description.contains("%25"))
    }
}
