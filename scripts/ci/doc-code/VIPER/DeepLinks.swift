// What the DeepLinks article's examples rely on without showing it.

enum AppRoute: Hashable, Sendable {
    case home, favorites
    case detail(id: Int)
    case search(query: String)
}

@MainActor let navigator = ScreenStack(root: AppRoute.home)
let links = DeepLinkTable<NavigationCommand<AppRoute>>()
let url = "discover://poi/42"
func log(_ message: String) {}
