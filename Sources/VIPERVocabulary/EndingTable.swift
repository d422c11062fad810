/// Name endings (each with the role it stands for, in a table of role words), kept in one byte
/// buffer in the order given.
///
/// Every type of every linted file is matched against the role words, several times. Comparing
/// UTF-8 bytes gives `hasSuffix`'s answer for these identifiers at a fraction of its cost (it
/// compares characters), and a table of plain values is read without counting a reference per
/// ending, as a list of structs holding strings would be.
struct EndingTable: Sendable, Hashable {
    /// One ending: its role (nil in a table of plain words), where its bytes are, and its length
    /// in characters (which decides between overlapping endings).
    struct Entry: Sendable, Hashable {
        let role: Role?
        let start: Int
        let byteCount: Int
        let length: Int
        /// Its index in `texts`.
        let index: Int
    }

    private(set) var entries: [Entry] = []
    private var bytes: [UInt8] = []
    private var texts: [String] = []

    /// A table of `endings`, each with its role, in this order.
    init(_ endings: [(role: Role?, text: String)]) {
        for (role, text) in endings {
            entries.append(Entry(role: role, start: bytes.count, byteCount: text.utf8.count, length: text.count, index: texts.count))
            bytes += text.utf8
            texts.append(text)
        }
    }

    /// A table of plain words.
    init(_ endings: [String]) {
        self.init(endings.map { (nil, $0) })
    }

    /// The text of an ending.
    func text(of entry: Entry) -> String { texts[entry.index] }

    /// The first of the longest endings (in characters) that `name`'s bytes before `end` end
    /// with and that `accepts`; nil when none does.
    func longest(
        endingOf name: UnsafeBufferPointer<UInt8>, at end: Int,
        where accepts: (Entry) -> Bool = { _ in true }
    ) -> Entry? {
        var best: Entry?
        bytes.withUnsafeBufferPointer { table in
            for entry in entries
            where entry.length > (best?.length ?? 0) && Self.matches(entry, table, name, at: end - entry.byteCount)
                && accepts(entry)
            {
                best = entry
            }
        }
        return best
    }

    /// The first ending `name`'s bytes before `end` end with and that `accepts`; nil when none does.
    func first(endingOf name: UnsafeBufferPointer<UInt8>, at end: Int, where accepts: (Entry) -> Bool = { _ in true }) -> Entry? {
        bytes.withUnsafeBufferPointer { table in
            entries.first { Self.matches($0, table, name, at: end - $0.byteCount) && accepts($0) }
        }
    }

    /// Whether `name` ends with, or starts with, one of the endings.
    func bounds(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { table in
            entries.contains { Self.matches($0, table, name, at: name.count - $0.byteCount) || Self.matches($0, table, name, at: 0) }
        }
    }

    /// Whether `entry`'s bytes are `name`'s from `offset` on.
    private static func matches(
        _ entry: Entry, _ table: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>,
        at offset: Int
    ) -> Bool {
        guard offset >= 0, offset + entry.byteCount <= name.count else { return false }
        for position in 0..<entry.byteCount where table[entry.start + position] != name[offset + position] { return false }
        return true
    }

    /// Runs `body` on the UTF-8 bytes of `name`, in place when the string stores them so.
    static func withBytes<Result>(of name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = name.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(name.utf8).withUnsafeBufferPointer(body)
    }
}
