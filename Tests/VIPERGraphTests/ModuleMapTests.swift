import Foundation
import Testing
import VIPERGraph
import VIPERSyntax

@Suite("Module map")
struct ModuleMapTests {
    /// The reading of inline sources, each given with its path.
    private func reading(_ files: [(String, String)]) -> GraphReading {
        GraphReader.read(files.map { LoadedSource(path: $0.0, text: $0.1) })
    }

    /// The data the page draws, decoded from its `map-data` element.
    private func data(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: #"<script type="application/json" id="map-data">"#))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    private func nodes(_ data: [String: Any]) -> [[String: Any]] {
        data["nodes"] as? [[String: Any]] ?? []
    }

    private func node(_ name: String, in data: [String: Any]) throws -> [String: Any] {
        try #require(nodes(data).first { $0["name"] as? String == name })
    }

    /// Wallet shows Send (push) and Send shows Receive, in feature folders; Receive shows Wallet back.
    private let wallet: [(String, String)] = [
        (
            "App/Features/Wallet/Home/WalletRouter.swift",
            """
            final class WalletRouter {
                weak var viewController: UIViewController?
                func showSend() {
                    viewController?.navigationController?.pushViewController(SendRouter.build(), animated: true)
                }
            }
            """
        ),
        (
            "App/Features/Wallet/Send/SendRouter.swift",
            """
            final class SendRouter {
                weak var viewController: UIViewController?
                static func build() -> UIViewController { SendViewController() }
                func showReceive() { viewController?.present(ReceiveRouter.build(), animated: true) }
            }
            final class SendPresenter {}
            protocol SendRouting: AnyObject {}
            """
        ),
        (
            "App/Features/Payments/Receive/ReceiveRouter.swift",
            """
            final class ReceiveRouter {
                weak var viewController: UIViewController?
                static func build() -> UIViewController { UIViewController() }
                func back() { viewController?.present(WalletRouter.build(), animated: true) }
            }
            """
        ),
    ]

    @Test("the page loads nothing: its policy forbids every source, and no element points outside")
    func selfContained() {
        let html = ModuleMap(reading: reading(wallet)).html()
        #expect(html.contains(#"<meta http-equiv="Content-Security-Policy" content="default-src 'none';"#))
        for outside in ["<script src", "<link rel=\"stylesheet\"", "@import", "url(http", "src=\"http", "href=\"http"] {
            #expect(!html.contains(outside), "the page refers outside with \(outside)")
        }
    }

    @Test("the same reading and findings always give the same page")
    func byteStable() {
        let findings = [
            MapFinding(rule: "presenter-weak-view", severity: .error, path: "a.swift", line: 3, message: "m", typeName: "SendPresenter")
        ]
        #expect(
            ModuleMap(reading: reading(wallet), findings: findings).html()
                == ModuleMap(reading: reading(wallet.reversed()), findings: findings).html())
    }

    @Test("each edge carries the file and line that makes it")
    func edgeSites() throws {
        let read = reading(wallet)
        let push = try #require(read.graph.edges.first { $0.from == "Wallet" && $0.to == "Send" })
        #expect(read.sites.edges[push] == ["App/Features/Wallet/Home/WalletRouter.swift:4"])
        let links = try data(ModuleMap(reading: read).html())["links"] as? [[String: Any]] ?? []
        let places = links.flatMap { ($0["edges"] as? [[String: Any]] ?? []).flatMap { $0["at"] as? [String] ?? [] } }
        #expect(places.contains("App/Features/Wallet/Home/WalletRouter.swift:4"))
    }

    @Test("a module's types are listed by role with where they are declared")
    func typesByRole() throws {
        let types = try #require(reading(wallet).sites.moduleTypes["Send"])
        #expect(types.map(\.name) == ["SendPresenter", "SendRouter", "SendRouting"])
        #expect(types.map(\.role) == [.presenter, .router, .router])
        #expect(types.last?.isProtocol == true)
        #expect(types.first?.location == "App/Features/Wallet/Send/SendRouter.swift:6")
    }

    @Test("modules are grouped by the feature folder that holds their own folder")
    func featureGroups() throws {
        let page = try data(ModuleMap(reading: reading(wallet)).html())
        let groups = (page["groups"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(groups == ["Payments", "Wallet"])
        #expect(try node("Send", in: page)["group"] as? Int == 1)
        #expect(try node("Receive", in: page)["group"] as? Int == 0)
    }

    @Test("modules that lead back to each other are marked as a navigation cycle")
    func cycles() throws {
        let page = try data(ModuleMap(reading: reading(wallet)).html())
        for name in ["Wallet", "Send", "Receive"] { #expect(try node(name, in: page)["cycle"] as? Int == 0) }
    }

    @Test("an unreached module is marked, with its finding on it")
    func unreached() throws {
        let page = try data(
            ModuleMap(
                reading: reading(
                    wallet + [("App/Orphan/OrphanRouter.swift", "final class OrphanRouter {}\nfinal class OrphanPresenter {}")])
            ).html())
        let orphan = try node("Orphan", in: page)
        #expect(orphan["unreached"] as? Bool == true)
        let findings = page["findings"] as? [[String: Any]] ?? []
        let index = try #require((orphan["findings"] as? [Int])?.first)
        #expect(findings[index]["rule"] as? String == "unreached-module")
    }

    @Test("a lint finding goes on the module of its type, else of its file; the worst severity is the module's")
    func findingPlacement() throws {
        let findings = [
            MapFinding(
                rule: "presenter-weak-view", severity: .error, path: "elsewhere.swift", line: 1, message: "strong view",
                typeName: "SendPresenter"),
            MapFinding(
                rule: "navigation-in-router", severity: .warning, path: "App/Features/Payments/Receive/ReceiveRouter.swift", line: 4,
                message: "m"),
            MapFinding(rule: "contracts-file", severity: .warning, path: "Shared/Util.swift", line: 9, message: "m"),
        ]
        let page = try data(ModuleMap(reading: reading(wallet), findings: findings).html())
        #expect(try node("Send", in: page)["worst"] as? String == "error")
        #expect(try node("Receive", in: page)["worst"] as? String == "warning")
        let listed = page["findings"] as? [[String: Any]] ?? []
        let loose = try #require(listed.first { $0["rule"] as? String == "contracts-file" })
        #expect(loose["node"] == nil || loose["node"] is NSNull)
        #expect(loose["at"] as? String == "Shared/Util.swift:9")
    }

    @Test("text from the sources cannot end the page's data early")
    func dataStaysData() {
        let hostile = MapFinding(rule: "r", severity: .warning, path: "a.swift", line: 1, message: "</script><script>alert(1)</script>")
        let html = ModuleMap(reading: reading(wallet), findings: [hostile]).html()
        #expect(!html.contains("<script>alert(1)"))
        #expect(html.components(separatedBy: "</script>").count == 3)
    }

    @Test("the layout is computed on one box per module and one edge per pair of modules with edges between them")
    func layoutGraph() {
        let map = ModuleMap(reading: reading(wallet))
        #expect(map.boxNames.sorted() == ["Receive", "Send", "Wallet"])
        #expect(map.layoutGraph.edges.count == 3)
        #expect(map.layout.centers.count == 3)
    }
}
