/// Decides whether two type names are close enough that a developer asking for
/// one may have meant the other (`AuthService` for `AuthServicing`).
enum TypeNameSimilarity {
    /// Whether `a` and `b` differ by a few edits, or one contains the other.
    static func areClose(_ a: String, _ b: String) -> Bool {
        let a = Array(a.lowercased())
        let b = Array(b.lowercased())
        let shorter = min(a.count, b.count)
        if shorter >= 4 && (a.contains(b) || b.contains(a)) {
            return true
        }
        return editDistance(a, b) <= max(2, shorter / 3)
    }

    /// The Levenshtein distance: the fewest insertions, deletions and
    /// substitutions that turn `a` into `b`.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1]
            current.reserveCapacity(b.count + 1)
            for (j, right) in b.enumerated() {
                let substitution = previous[j] + (left == right ? 0 : 1)
                current.append(min(substitution, previous[j + 1] + 1, current[j] + 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
