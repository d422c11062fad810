/// A path pattern: `**` matches any number of folders, `*` anything within one path component,
/// `?` one character.
struct Glob: Sendable {
    private let pattern: [UInt8]
    /// What every matching path starts with: the pattern's text before its first wildcard.
    private let head: [UInt8]
    /// What every matching path ends with: the pattern's text after its last wildcard (but the
    /// slash of a final `**/`, which may match no folder at all).
    private let tail: [UInt8]

    /// Creates a glob from its text.
    init(_ pattern: String) {
        let bytes = Array(pattern.utf8)
        let star = UInt8(ascii: "*")
        let isWildcard = { (byte: UInt8) in byte == star || byte == UInt8(ascii: "?") }
        self.pattern = bytes
        guard let first = bytes.firstIndex(where: isWildcard), let last = bytes.lastIndex(where: isWildcard) else {
            head = bytes
            tail = []
            return
        }
        head = Array(bytes[..<first])
        var tail = bytes[(last + 1)...]
        if last > 0, bytes[last] == star, bytes[last - 1] == star, tail.first == UInt8(ascii: "/") { tail = tail.dropFirst() }
        self.tail = Array(tail)
    }

    /// Whether `path` (relative, `/`-separated) matches. The pattern's fixed start and end are
    /// compared first: most paths a walk meets fail there, before the pattern is matched.
    func matches(_ path: String) -> Bool {
        let bytes = path.utf8
        guard bytes.starts(with: head), bytes.suffix(tail.count).elementsEqual(tail) else { return false }
        return Self.match(pattern[...], Array(bytes)[...])
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
