/// The known name a misspelled one was probably meant to be: the "did you mean …" of every
/// warning about an unknown rule, key or directive.
public enum NameSuggestion {
    /// The candidate closest to `name` by edit distance (a swap of two neighbours counts as one
    /// edit), or nil when none is close: at most a third of the name's length, and at least 2,
    /// or the name is the start of the candidate (or the candidate of the name).
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let typed = Array(name.lowercased().utf8)
        let allowed = max(2, typed.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let known = Array(candidate.lowercased().utf8)
            // A name cut short (`presenter-weak` for `presenter-weak-view`) is as good as a near miss.
            let truncated = typed.count >= 4 && (known.starts(with: typed) || typed.starts(with: known))
            let distance = truncated ? min(allowed, editDistance(typed, known)) : editDistance(typed, known)
            if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// `; did you mean 'x'?` when a candidate is close, else an empty string.
    public static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
