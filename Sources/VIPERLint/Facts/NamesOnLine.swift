@_spi(RawSyntax) import SwiftSyntax

/// The names one kind of fact of a type has recorded on the line `FactCollector`'s walk is at: references,
/// reached names and static accesses (`Type.member`) are recorded once per line.
///
/// The walk reads a type's body in source order (a nested type has names of its own), so
/// the lines it records a type's names at never go back, and a name needs comparing only
/// with those already on its line. The texts point into the tree, which outlives the walk,
/// so a name already seen on its line costs no `String`.
struct NamesOnLine {
    private var line = 0
    private var names: [(name: SyntaxText, member: SyntaxText)] = []

    /// Whether `name` (with `member`, for a static access) is recorded on `line`.
    func contains(_ name: SyntaxText, member: SyntaxText = SyntaxText(), line: Int) -> Bool {
        line == self.line && names.contains { $0.name == name && $0.member == member }
    }

    /// Records `name` on `line`; false when it was already recorded there.
    mutating func insert(_ name: SyntaxText, member: SyntaxText = SyntaxText(), line: Int) -> Bool {
        if line != self.line {
            self.line = line
            names.removeAll(keepingCapacity: true)
        } else if contains(name, member: member, line: line) {
            return false
        }
        names.append((name, member))
        return true
    }
}
