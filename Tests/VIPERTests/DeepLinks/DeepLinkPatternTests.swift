import Testing
import VIPER

@Suite("DeepLinkPattern")
struct DeepLinkPatternTests {
    @Test("a pattern compiles into literal and typed segments; <name> means a string")
    func compiles() throws {
        let pattern = try DeepLinkPattern("Discover://POI/<int:id>/<name>/files/<path:rest>")
        #expect(pattern.scheme == "discover")
        #expect(pattern.host == "poi")
        #expect(
            pattern.segments == [
                .parameter(name: "id", type: .int), .parameter(name: "name", type: .string),
                .literal("files"), .parameter(name: "rest", type: .path),
            ])
    }

    @Test(
        "invalid patterns are rejected with the reason",
        arguments: [
            ("discover:/poi", "scheme"),
            ("discover://poi?q=<q>", "query"),
            ("discover://poi/<float:x>", "unknown type"),
            ("discover://poi/<int:1x>", "name"),
            ("discover://poi/<int:id>/<string:id>", "used twice"),
            ("discover://poi/<path:rest>/more", "last segment"),
            ("discover://poi/id-<int:id>", "whole segment"),
            ("discover://<host>/x", "host must be literal"),
            ("discover://poi/a//b", "empty path segment"),
        ])
    func rejects(pattern: String, reason: String) {
        do {
            _ = try DeepLinkPattern(pattern)
            Issue.record("\(pattern) was accepted")
        } catch {
            guard case .invalidPattern(let named, let message) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(named == pattern)
            #expect(message.contains(reason), "\(message)")
        }
    }

    @Test("typed placeholders match only their type; path needs at least one segment")
    func typedMatching() throws {
        let int = try DeepLinkPattern("a://h/<int:n>")
        #expect(int.matches(try DeepLinkURL("a://h/-12")))
        #expect(!int.matches(try DeepLinkURL("a://h/12a")))
        #expect(!int.matches(try DeepLinkURL("a://h/99999999999999999999")))
        let uuid = try DeepLinkPattern("a://h/<uuid:u>")
        #expect(uuid.matches(try DeepLinkURL("a://h/123e4567-E89B-12d3-a456-426614174000")))
        #expect(!uuid.matches(try DeepLinkURL("a://h/123e4567-e89b-12d3-a456-42661417400")))
        let path = try DeepLinkPattern("a://h/docs/<path:rest>")
        #expect(path.matches(try DeepLinkURL("a://h/docs/x/y")))
        #expect(!path.matches(try DeepLinkURL("a://h/docs")))
    }

    @Test("captured values are typed and decoded")
    func parameters() throws {
        let pattern = try DeepLinkPattern("a://h/<int:n>/<uuid:u>/<s>/<path:rest>")
        let url = try DeepLinkURL("A://H/7/123e4567-e89b-12d3-a456-426614174000/caf%C3%A9/x/y%2Fz")
        let parameters = try #require(pattern.parameters(in: url))
        #expect(parameters["n"] == .int(7))
        #expect(parameters["s"] == .string("café"))
        #expect(parameters["rest"] == .path(["x", "y/z"]))
        guard case .uuid(let uuid) = parameters["u"] else {
            Issue.record("no uuid captured")
            return
        }
        #expect(uuid.uuidString == "123E4567-E89B-12D3-A456-426614174000")
    }

    @Test("specificity is decided by the first segment whose kinds differ, from the left")
    func specificity() throws {
        let literal = try DeepLinkPattern("a://h/poi/<string:x>")
        let typed = try DeepLinkPattern("a://h/<int:id>/reviews")
        let string = try DeepLinkPattern("a://h/<string:s>/reviews")
        let path = try DeepLinkPattern("a://h/<path:rest>")
        #expect(literal.isMoreSpecific(than: typed))
        #expect(typed.isMoreSpecific(than: string))
        #expect(string.isMoreSpecific(than: path))
        #expect(!path.isMoreSpecific(than: literal))
        #expect(!typed.isMoreSpecific(than: typed))
    }
}
