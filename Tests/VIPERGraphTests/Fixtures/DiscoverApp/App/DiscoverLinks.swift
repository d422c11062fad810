import VIPER

/// The deep links the Discover app opens.
enum DiscoverLinks {
    static func table() throws -> DeepLinkTable<NavigationCommand<AppRoute>> {
        var table = DeepLinkTable<NavigationCommand<AppRoute>>()
        try table.register("discover://poi/<int:id>") { link in
            [.dismissAll, .setRoot(.home), .push(.detail(id: try link.int("id")))]
        }
        try table.register("discover://favorites") { _ in [.dismissAll, .setRoot(.home), .push(.favorites)] }
        try table.register("discover://search") { link in
            [.setRoot(.home), .push(.search(query: try link.queryItem("q")))]
        }
        return table
    }
}
