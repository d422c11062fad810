import VIPER

/// The deep links Discover answers, compiled once into a segment trie.
///
/// | link | steps |
/// |---|---|
/// | `discover://poi/<int:id>` | back to Home, then the place's Detail on top |
/// | `discover://favorites` | back to Home, then Favorites on top |
/// | `discover://search?q=<text>` | back to Home, then search for the text |
enum AppDeepLinks {
    /// The steps every link starts with: close what is presented, back to Home.
    static let backToHome: [AppLinkStep] = [.navigate(.dismissAll), .navigate(.popToRoot)]

    /// The app's link table.
    static func makeTable() throws(DeepLinkPatternError) -> DeepLinkTable<AppLinkStep> {
        var table = DeepLinkTable<AppLinkStep>()
        try table.register("discover://poi/<int:id>") { link in
            backToHome + [.navigate(.push(.detail(placeID: Int64(try link.int("id")))))]
        }
        try table.register("discover://favorites") { _ in
            backToHome + [.navigate(.push(.favorites))]
        }
        try table.register("discover://search") { link in
            backToHome + [.search(try link.queryItem("q"))]
        }
        return table
    }
}
