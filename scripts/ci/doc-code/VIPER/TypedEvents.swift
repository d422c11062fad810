// What the TypedEvents article's examples rely on without showing it.

struct Place: Identifiable, Sendable { let id: Int64 }
