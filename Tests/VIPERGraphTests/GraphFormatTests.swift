import Foundation
import Testing
import VIPERGraph

@Suite("Graph formats")
struct GraphFormatTests {
    @Test("the committed Mermaid picture of the Discover fixture is what the reader draws")
    func committedPictureIsCurrent() throws {
        let committed = try String(contentsOf: fixturesFolder.appending(path: "DiscoverApp.mmd"), encoding: .utf8)
        #expect(GraphFormat.mermaid.render(GraphReader.read(try discoverSources()).graph) == committed)
    }

    @Test("Mermaid escapes the angle brackets of deep-link placeholders")
    func mermaidEscapes() {
        let text = GraphFormat.mermaid.render(graph(#"try table.register("app://poi/<int:id>") { _ in [.push(.detail)] }"#))
        #expect(text.contains(#"link1>"app://poi/#lt;int:id#gt;"]"#))
    }

    @Test("Mermaid marks unreached modules with a dashed class and lists findings as comments")
    func mermaidFindings() {
        let text = GraphFormat.mermaid.render(graph("final class OrphanRouter {}\nfinal class OrphanPresenter {}"))
        #expect(text.contains("    class Orphan unreached\n"))
        #expect(text.contains("    %% finding: module 'Orphan' is not reached"))
    }

    @Test("navigation to a route without a handler ends at a dashed route node")
    func unservedRouteNodes() {
        let source =
            "final class LoginRouter { func forgot() { navigator.perform(.push(.forgotPassword), onFailure: report) } }\nfinal class LoginPresenter {}"
        let mermaid = GraphFormat.mermaid.render(graph(source))
        #expect(mermaid.contains(#"    route_forgotPassword[".forgotPassword (no handler)"]"#))
        #expect(mermaid.contains(#"    Login -->|"push .forgotPassword"| route_forgotPassword"#))
        #expect(mermaid.contains("    class Login,route_forgotPassword unreached"))
        let dot = GraphFormat.dot.render(graph(source))
        #expect(dot.contains(#"    "Login" -> "route:forgotPassword" [label="push .forgotPassword"];"#))
        let link = GraphFormat.mermaid.render(graph(#"try table.register("app://x") { _ in [.push(.settings)] }"#))
        #expect(link.contains(#"    link1 -.->|"push .settings"| route_settings"#))
        #expect(link.contains(#"    route_settings[".settings (no handler)"]"#))
    }

    @Test("DOT quotes names and labels and draws direct builds dashed")
    func dot() {
        let text = GraphFormat.dot.render(
            graph(
                """
                final class HomeRouter { func banner() { BannerBuilder.build() } }
                enum BannerBuilder {}
                final class BannerViewController: UIViewController {}
                """))
        #expect(text.hasPrefix("digraph modules {\n"))
        #expect(text.contains(#"    "Home" -> "Banner" [label="builds", style=dashed];"#))
        #expect(text.hasSuffix("}\n"))
    }

    @Test("JSON carries the whole graph and decodes back to it")
    func jsonRoundTrip() throws {
        struct Document: Decodable {
            let formatVersion: Int
            let graph: ModuleGraph
        }
        let original = GraphReader.read(try discoverSources()).graph
        let text = GraphFormat.json.render(original)
        let decoded = try JSONDecoder().decode(Document.self, from: Data(text.utf8))
        #expect(decoded.graph == original)
        #expect(decoded.formatVersion == GraphFormatVersion.current)
        #expect(text.contains(#""pattern" : "discover://poi/<int:id>""#))
    }
}
