// What the Coordinators article's example relies on without showing it.

struct User: Sendable { let name: String }
enum AppRoute: Hashable, Sendable { case login, home }
