/// A path pattern: `**` matches any number of folders, `*` anything within one path component,
/// `?` one character.
struct Glob: Sendable {
    private let pattern: [UInt8]

    /// Creates a glob from its text.
    init(_ pattern: String) {
        self.pattern = Array(pattern.utf8)
    }

    /// Whether `path` (relative, `/`-separated) matches.
    func matches(_ path: String) -> Bool {
        Self.match(pattern[...], Array(path.utf8)[...])
    }

    private static func match(_ pattern: ArraySlice<UInt8>, _ path: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        if first == star, pattern.dropFirst().first == star {
            var rest = pattern.dropFirst(2)
            if rest.first == slash { rest = rest.dropFirst() }
            if match(rest, path) { return true }
            var index = path.startIndex
            while index < path.endIndex {
                if path[index] == slash, match(rest, path[(index + 1)...]) { return true }
                index += 1
            }
            return rest.isEmpty
        }
        if first == star {
            var index = path.startIndex
            while true {
                if match(pattern.dropFirst(), path[index...]) { return true }
                guard index < path.endIndex, path[index] != slash else { return false }
                index += 1
            }
        }
        guard let character = path.first else { return false }
        guard first == UInt8(ascii: "?") ? character != slash : first == character else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }
}
