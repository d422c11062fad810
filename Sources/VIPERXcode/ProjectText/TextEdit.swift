/// A replacement of one byte range of a text; an empty range inserts.
struct TextEdit: Sendable, Equatable {
    /// The bytes replaced.
    let range: Range<Int>
    /// What replaces them.
    let replacement: [UInt8]
    /// Breaks ties between insertions at the same offset: lower goes first.
    let order: Int

    /// Replaces `range` with `replacement`.
    init(range: Range<Int>, replacement: [UInt8], order: Int) {
        self.range = range
        self.replacement = replacement
        self.order = order
    }

    /// Inserts `bytes` at `offset`.
    init(at offset: Int, insert bytes: [UInt8], order: Int) {
        self.init(range: offset..<offset, replacement: bytes, order: order)
    }

    /// `text` with every edit applied.
    ///
    /// - Throws: ``ProjectTextMergeError/overlappingEdits`` when two edits replace the same bytes.
    static func apply(_ edits: [TextEdit], to text: [UInt8]) throws(ProjectTextMergeError) -> [UInt8] {
        let sorted = edits.sorted { ($0.range.lowerBound, $0.order) < ($1.range.lowerBound, $1.order) }
        var output: [UInt8] = []
        output.reserveCapacity(text.count + edits.reduce(0) { $0 + $1.replacement.count })
        var position = 0
        for edit in sorted {
            guard edit.range.lowerBound >= position else { throw .overlappingEdits }
            output += text[position..<edit.range.lowerBound]
            output += edit.replacement
            position = edit.range.upperBound
        }
        output += text[position...]
        return output
    }
}

/// Which elements of an old list were removed and which new elements were inserted where:
/// a shortest edit script by longest common subsequence, after trimming the common ends.
struct ElementScript {
    /// An element of the new list that is not in the old one.
    struct Insertion: Equatable {
        /// Its index in the new list.
        let new: Int
        /// The index of the old element it follows; `nil` at the start.
        let afterOld: Int?
    }

    /// Indices in the old list of the elements removed.
    private(set) var removed: [Int] = []
    /// The new elements, in order.
    private(set) var inserted: [Insertion] = []

    init(old: [String], new: [String]) {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        var lengths = Array(repeating: Array(repeating: 0, count: newMiddle.count + 1), count: oldMiddle.count + 1)
        for i in stride(from: oldMiddle.count - 1, through: 0, by: -1) {
            for j in stride(from: newMiddle.count - 1, through: 0, by: -1) {
                lengths[i][j] = oldMiddle[i] == newMiddle[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var i = 0, j = 0
        var lastOld: Int? = prefix > 0 ? prefix - 1 : nil
        while i < oldMiddle.count || j < newMiddle.count {
            if i < oldMiddle.count, j < newMiddle.count, oldMiddle[i] == newMiddle[j] {
                lastOld = prefix + i
                i += 1
                j += 1
            } else if j == newMiddle.count || (i < oldMiddle.count && lengths[i + 1][j] >= lengths[i][j + 1]) {
                removed.append(prefix + i)
                lastOld = prefix + i
                i += 1
            } else {
                inserted.append(Insertion(new: prefix + j, afterOld: lastOld))
                j += 1
            }
        }
    }
}
