import VIPER

/// The deep links of the Discover app, plus patterns that exercise every
/// placeholder type and specificity rule; shared by the table and fuzz tests.
enum DiscoverLinks {
    typealias Step = NavigationCommand<AppRoute>

    static let patterns = [
        "discover://favorites",
        "discover://poi/<int:id>",
        "discover://poi/featured",
        "discover://poi/<uuid:key>",
        "discover://poi/<string:slug>",
        "discover://poi/<int:id>/reviews",
        "discover://poi/<string:slug>/reviews",
        "discover://search",
        "discover://files/<path:rest>",
        "discover://files/<string:name>/info",
        "discover://files/readme",
        "discover://user/<name>/<int:page>",
        "discover://user/<name>/<path:rest>",
        "discover://settings",
        "other+app://home/<int:id>",
    ]

    /// A table of ``patterns`` whose handlers open Favorites, then the detail on top.
    static func table(limits: DeepLinkLimits = .default) throws -> DeepLinkTable<Step> {
        var table = DeepLinkTable<Step>(limits: limits)
        for pattern in patterns {
            switch pattern {
            case "discover://poi/<int:id>":
                try table.register(pattern) { link in
                    [.dismissAll, .setRoot(.favorites), .push(.detail(id: try link.int("id")))]
                }
            case "discover://search":
                try table.register(pattern) { link in [.setRoot(.home), .push(.search(query: try link.queryItem("q")))] }
            default:
                try table.register(pattern) { _ in [.setRoot(.home)] }
            }
        }
        return table
    }

    /// The most specific pattern matching `url`, found by trying every pattern in
    /// turn: the reference the trie must agree with.
    static func linearMatch(_ url: DeepLinkURL, in patterns: [DeepLinkPattern]) -> DeepLinkPattern? {
        var best: DeepLinkPattern?
        for pattern in patterns where pattern.matches(url) {
            if let current = best, !pattern.isMoreSpecific(than: current) { continue }
            best = pattern
        }
        return best
    }
}
